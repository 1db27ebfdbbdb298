import { Button } from '../../../kit/button';

export const fixedProps = { asChild: 'needs one element as its child, such as an <a>' };

export function Playground(props: object) {
  return <Button {...props}>Save changes</Button>;
}
