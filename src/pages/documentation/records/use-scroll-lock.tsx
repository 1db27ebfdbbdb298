import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'useScrollLock',
  summary:
    'Holds the page still behind an open modal without changing its width or restyling it: only the root element changes.',
  group: 'helper',
};
