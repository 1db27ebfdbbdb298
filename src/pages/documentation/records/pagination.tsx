import { Pagination } from '../../../kit/pagination';
import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Pagination',
  summary: 'Page links with previous and next, ellipses and an optional rotating window.',
  group: 'component',
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action: 'Moves between the previous button, the page buttons and the next button.',
    },
    {
      keys: ['Enter', 'Space'],
      action: 'Goes to the focused page, or to the previous or next page. Focus stays on the button pressed.',
    },
  ],
};

export function Playground(props: object) {
  return <Pagination {...props} aria-label="Results" collectionSize={100} defaultPage={5} maxSize={5} />;
}
