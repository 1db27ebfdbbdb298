import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Landmark portal',
  summary:
    'Renders a floating layer inside its trigger’s landmark, so every piece of content stays in a region.',
  group: 'helper',
};
