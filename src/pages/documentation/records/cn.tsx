import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'cn',
  summary: 'Joins class names and lets a later Tailwind class override an earlier one.',
  group: 'helper',
};
