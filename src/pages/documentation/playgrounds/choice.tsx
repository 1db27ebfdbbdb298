import { Checkbox } from '../../../kit/choice';

export function Playground(props: object) {
  return <Checkbox {...props} label="Email me replies" />;
}
