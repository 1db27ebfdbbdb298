import { Avatar } from '../../../kit/avatar';
import { portraits } from '../../../examples/pictures';
import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Avatar',
  summary: 'A person’s picture in a circle or a rounded square, always with a size and a text alternative.',
  group: 'component',
};

export function Playground(props: object) {
  return <Avatar {...props} src={portraits.mira} alt="Mara Lind" width={256} height={256} />;
}
