import { FieldLabel, Input } from '../../../kit/input';
import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Input',
  summary:
    'Text fields and text areas with a label, a validation state and a message, plus input groups with addons.',
  group: 'component',
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves to the next or previous field. Inside a field the browser handles typing, selection and (in a text area) new lines.',
    },
  ],
};

export function Playground(props: object) {
  return (
    <div>
      <FieldLabel htmlFor="playground-input">Username</FieldLabel>
      <Input {...props} id="playground-input" />
    </div>
  );
}
