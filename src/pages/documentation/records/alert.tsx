import { Alert } from '../../../kit/alert';
import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Alert',
  summary: 'A coloured notice, and a list of notices a reader can dismiss one by one.',
  group: 'component',
  keys: [
    { keys: ['Tab'], action: 'Moves to the next dismiss button.' },
    {
      keys: ['Enter', 'Space'],
      action:
        'On a dismiss button, removes the alert. In a list, focus moves to the next alert’s dismiss button, else the previous one’s, else the list itself.',
    },
  ],
};

export function Playground(props: object) {
  return (
    <Alert {...props} onDismiss={() => {}}>
      <strong>Saved.</strong> Your changes to the palette are safe.
    </Alert>
  );
}
