import { Pagination } from '../../kit/pagination';
import { ShowcaseGroup, ShowcaseSection } from './ShowcaseSection';

export function PaginationSection() {
  return (
    <ShowcaseSection id="pagination" title="Paginations">
      <div className="flex flex-col gap-8">
        <ShowcaseGroup title="70 items, page 4">
          <Pagination aria-label="Pagination, 70 items" collectionSize={70} defaultPage={4} />
        </ShowcaseGroup>
        <ShowcaseGroup title="100 items, page 5, at most 5 pages around it">
          <Pagination
            aria-label="Pagination, 100 items"
            collectionSize={100}
            defaultPage={5}
            maxSize={5}
            rotate
          />
        </ShowcaseGroup>
      </div>
    </ShowcaseSection>
  );
}
