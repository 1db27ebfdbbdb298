import { Card, CardCategory, CardDescription, CardHeader, CardTitle } from '../../../kit/card';
import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Card',
  summary: 'A raised surface with an optional image, category, title, description and footer.',
  group: 'component',
};

export function Playground(props: object) {
  return (
    <Card>
      <CardHeader>
        <CardCategory {...props}>Travel</CardCategory>
        <CardTitle>A quiet harbour</CardTitle>
      </CardHeader>
      <CardDescription>Two boats, one sunny afternoon and nowhere to be.</CardDescription>
    </Card>
  );
}
