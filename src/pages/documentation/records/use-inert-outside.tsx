import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'useInertOutside',
  summary:
    'Makes everything outside an open modal inert, so neither focus nor a screen reader’s reading cursor reaches the page behind.',
  group: 'helper',
};
