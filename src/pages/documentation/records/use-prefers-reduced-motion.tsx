import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'usePrefersReducedMotion',
  summary: 'Tells a component whether the visitor asked the system for less motion, and follows changes.',
  group: 'helper',
};
