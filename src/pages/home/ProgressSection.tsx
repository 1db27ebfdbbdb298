import { Progress } from '../../kit/progress';
import { ShowcaseSection } from './ShowcaseSection';

const bars = [
  { id: 'upload', label: 'Upload', value: 25, color: 'success', valueText: '25%' },
  { id: 'copy', label: 'Copying file 2 of 4…', value: 50, color: 'info' },
  { id: 'sync', label: 'Syncing', value: 75, color: 'warning', striped: true, animated: true },
  { id: 'install', label: 'Install', value: 100, color: 'danger', striped: true, valueText: 'Completed!' },
] as const;

export function ProgressSection() {
  return (
    <ShowcaseSection id="progress" title="Progress bars" tone="muted">
      <div className="grid gap-6 md:grid-cols-2">
        {bars.map(({ id, label, ...bar }) => (
          <div key={id} className="flex flex-col gap-2">
            <span id={`progress-${id}`} className="text-sm font-semibold">
              {label}
            </span>
            <Progress aria-labelledby={`progress-${id}`} {...bar} />
          </div>
        ))}
      </div>
    </ShowcaseSection>
  );
}
