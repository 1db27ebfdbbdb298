import { Alert } from '../../../kit/alert';

export function Playground(props: object) {
  return (
    <Alert {...props} onDismiss={() => {}}>
      <strong>Saved.</strong> Your changes to the palette are safe.
    </Alert>
  );
}
