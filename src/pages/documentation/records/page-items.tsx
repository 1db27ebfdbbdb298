import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Page items',
  summary: 'Works out which page numbers and ellipses a pagination shows.',
  group: 'helper',
};
