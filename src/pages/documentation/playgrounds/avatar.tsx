import { Avatar } from '../../../kit/avatar';
import { portraits } from '../../../examples/pictures';

export function Playground(props: object) {
  return <Avatar {...props} src={portraits.mira} alt="Mara Lind" width={256} height={256} />;
}
