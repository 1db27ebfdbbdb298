import { Progress } from '../kit/progress';

/**
 * Progress bars named by visible labels, with value texts, striped and animated, in every colour.
 */
export function ProgressDemo() {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <span id="progress-upload" className="text-sm font-semibold">
          Upload
        </span>
        <Progress aria-labelledby="progress-upload" value={25} color="success" valueText="25%" />
      </div>
      <div className="flex flex-col gap-2">
        <span id="progress-copy" className="text-sm font-semibold">
          Copy
        </span>
        <Progress aria-labelledby="progress-copy" value={50} color="info" valueText="Copying file 2 of 4…" />
      </div>
      <div className="flex flex-col gap-2">
        <span id="progress-sync" className="text-sm font-semibold">
          Sync (striped, animated)
        </span>
        <Progress aria-labelledby="progress-sync" value={75} color="warning" animated />
      </div>
      <div className="flex flex-col gap-2">
        <span id="progress-install" className="text-sm font-semibold">
          Install (striped)
        </span>
        <Progress
          aria-labelledby="progress-install"
          value={100}
          color="danger"
          striped
          valueText="Completed!"
        />
      </div>
      <div className="flex flex-col gap-3 rounded-pk-card bg-pk-surface p-4 shadow-pk-card">
        <Progress aria-label="Default, 10 percent" value={10} color="default" />
        <Progress aria-label="Primary, 40 percent" value={40} />
        <Progress aria-label="Info, 60 percent, striped" value={60} color="info" striped />
        <Progress aria-label="Success, 80 percent, animated" value={80} color="success" animated />
        <Progress aria-label="Danger, empty" value={0} color="danger" />
      </div>
    </div>
  );
}
