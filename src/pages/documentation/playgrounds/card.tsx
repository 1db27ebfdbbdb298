import { Card, CardCategory, CardDescription, CardHeader, CardTitle } from '../../../kit/card';

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
