import { FieldLabel, Input } from '../../../kit/input';

export function Playground(props: object) {
  return (
    <div>
      <FieldLabel htmlFor="playground-input">Username</FieldLabel>
      <Input {...props} id="playground-input" />
    </div>
  );
}
