import { Pagination } from '../../../kit/pagination';

export function Playground(props: object) {
  return <Pagination {...props} aria-label="Results" collectionSize={100} defaultPage={5} maxSize={5} />;
}
