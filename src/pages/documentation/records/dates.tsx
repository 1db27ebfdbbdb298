import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Dates',
  summary: 'Reads and writes yyyy-mm-dd dates, rejecting days that do not exist.',
  group: 'helper',
};
