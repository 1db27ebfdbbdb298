import { Switch } from '../../../kit/switch';
import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Switch',
  summary: 'An on/off toggle with ON and OFF labels, a not-set state, and read-only and disabled modes.',
  group: 'component',
  keys: [
    { keys: ['Space', 'Enter'], action: 'Turns the switch on or off; from not set, turns it on.' },
    { keys: ['ArrowRight'], action: 'Turns it on (added by the kit).' },
    { keys: ['ArrowLeft'], action: 'Turns it off (added by the kit).' },
  ],
};

export function Playground(props: object) {
  return (
    <div className="flex items-center gap-3">
      <Switch {...props} id="playground-switch" />
      <label htmlFor="playground-switch" className="text-sm">
        Dark sidebar
      </label>
    </div>
  );
}
