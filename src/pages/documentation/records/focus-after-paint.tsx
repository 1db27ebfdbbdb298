import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'focusAfterPaint',
  summary:
    'Moves focus into a layer that has just opened once it is on screen, so the click that opened it answers at once.',
  group: 'helper',
};
