import type { BlockRecord } from '../../docTypes';

export const record: BlockRecord = {
  name: 'Profile connections',
  summary:
    'Follows and Following tabs: the people an owner follows, each with a feed checkbox, and an empty state.',
  usedOn: { label: 'the profile page', path: '/user-profile' },
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Into the row of tabs, lands on the selected one; from there, moves on to its panel, then to the checkboxes in it (or to Find artists in Following).',
    },
    {
      keys: ['ArrowRight', 'ArrowLeft'],
      action:
        'Between Follows and Following, moves to the other tab and shows its panel, wrapping round; right to left the arrows swap.',
    },
    { keys: ['Home', 'End'], action: 'Moves to the first or the last tab and shows its panel.' },
    { keys: ['Space'], action: 'On a checkbox, puts the person’s new work in the feed, or takes it out.' },
    { keys: ['Enter'], action: 'On Find artists, follows the link (or presses the button, with onFind).' },
  ],
};
