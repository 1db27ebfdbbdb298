import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'DirectionProvider',
  summary:
    'Tells every kit component which way the page reads, so keys, positions and swipes mirror right to left.',
  group: 'helper',
};
