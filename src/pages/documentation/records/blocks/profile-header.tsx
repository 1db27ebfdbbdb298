import type { BlockRecord } from '../../docTypes';

export const record: BlockRecord = {
  name: 'Profile header',
  summary: 'A cover picture, then the owner’s portrait, name, role, bio and a Settings popover.',
  usedOn: { label: 'the profile page', path: '/user-profile' },
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Reach Settings, the header’s one control (with ProfileSettings as its actions). In the open popover, which holds only text, Tab moves on to what follows Settings and Shift+Tab goes back to it; either closes the popover.',
    },
    {
      keys: ['Enter', 'Space'],
      action: 'On Settings, opens the popover and moves focus to it, or closes it when open.',
    },
    { keys: ['Escape'], action: 'Closes the popover and puts focus back on Settings.' },
  ],
};
