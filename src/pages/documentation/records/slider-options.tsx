import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Slider options',
  summary:
    'Checks a slider’s configuration, with an error that names the option, and moves its handles by the rules.',
  group: 'helper',
};
