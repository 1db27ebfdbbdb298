import { Label } from '../../../kit/label';
import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Label',
  summary: 'A small pill of text in one of the semantic colours, for tags and statuses.',
  group: 'component',
};

export function Playground(props: object) {
  return <Label {...props}>New</Label>;
}
