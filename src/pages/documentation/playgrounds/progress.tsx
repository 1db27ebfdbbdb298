import { Progress } from '../../../kit/progress';

export function Playground(props: object) {
  return <Progress {...props} aria-label="Upload" value={60} />;
}
