import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    { keys: ['Space', 'Enter'], action: 'Turns the switch on or off; from not set, turns it on.' },
    { keys: ['ArrowRight'], action: 'Turns it on (added by the kit).' },
    { keys: ['ArrowLeft'], action: 'Turns it off (added by the kit).' },
  ],
};
