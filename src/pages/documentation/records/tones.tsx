import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Tones',
  summary:
    'The kit’s semantic colours, and the theme class that gives a component one of them, so its styles are written once.',
  group: 'helper',
};
