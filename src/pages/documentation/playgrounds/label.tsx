import { Label } from '../../../kit/label';

export function Playground(props: object) {
  return <Label {...props}>New</Label>;
}
