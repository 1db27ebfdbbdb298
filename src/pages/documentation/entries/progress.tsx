import { Progress } from '../../../kit/progress';
import type { DocEntryContent } from '../docTypes';

function ProgressDemo() {
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

export const content: DocEntryContent = {
  Demo: ProgressDemo,
  keys: [],
  accessibility: (
    <>
      <p>
        The bar is a <code>progressbar</code> from 0 to 100 with its value in <code>aria-valuenow</code>. It
        must be named, by <code>aria-label</code> or by a visible label&rsquo;s id in{' '}
        <code>aria-labelledby</code>: without one it does not compile. A <code>valueText</code> is shown in
        the bar and read instead of the bare number, so &ldquo;Copying file 2 of 4&rdquo; is heard rather than
        &ldquo;50%&rdquo;.
      </p>
      <p>
        It is not a live region: a screen reader reads the value when it reaches the bar. When the end of a
        task matters, announce it in a status message as well. The moving stripes stand still for visitors who
        ask for reduced motion, and so does the bar&rsquo;s growth.
      </p>
    </>
  ),
};
