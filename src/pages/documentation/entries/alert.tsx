import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    { keys: ['Tab'], action: 'Moves to the next dismiss button.' },
    {
      keys: ['Enter', 'Space'],
      action:
        'On a dismiss button, removes the alert. In a list, focus moves to the next alert’s dismiss button, else the previous one’s, else the list itself.',
    },
  ],
  accessibility: (
    <>
      <p>
        An alert is ordinary content with no live-region role, so alerts already on the page when it loads are
        read in turn like any text. An alert that appears later should be given{' '}
        <code>role=&quot;status&quot;</code> so that screen readers announce it. The icon is hidden from
        assistive technology; the message has to say everything on its own.
      </p>
      <p>
        The dismiss button is named by <code>dismissLabel</code> and described by the message, so a screen
        reader says which alert it removes. <code>AlertList</code> gives each button a different name
        (&ldquo;Dismiss warning alert&rdquo;), numbered when a type repeats.
      </p>
      <p>
        The list is a named region. After a dismissal it moves focus to a neighbouring dismiss button, or to
        the list itself when none is left, so focus is never lost, and a polite status message says how many
        alerts remain.
      </p>
    </>
  ),
};
