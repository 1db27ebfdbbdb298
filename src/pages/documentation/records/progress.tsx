import { Progress } from '../../../kit/progress';
import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Progress',
  summary: 'A bar that shows how far along something is, optionally striped and animated.',
  group: 'component',
};

export function Playground(props: object) {
  return <Progress {...props} aria-label="Upload" value={60} />;
}
