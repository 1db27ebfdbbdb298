import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Enter', 'Space'],
      action: 'On the trigger, opens the popover and moves focus into it, or closes it when open.',
    },
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves between the controls inside the popover, wrapping round at either end. In a popover with only text, Tab moves on to what follows the trigger, and Shift+Tab goes back to the trigger; either closes it.',
    },
    { keys: ['Escape'], action: 'Closes the popover and puts focus back on its trigger.' },
  ],
  accessibility: (
    <>
      <p>
        The panel is a <code>dialog</code> named by its <code>PopoverTitle</code>, and the trigger reports{' '}
        <code>aria-expanded</code> and which panel it controls. Without a title or an <code>aria-label</code>{' '}
        the kit logs an error.
      </p>
      <p>
        It is not modal: the rest of the page stays readable and usable, and a click outside closes it. On
        opening, Radix focuses the first control inside, or the panel itself when it holds only text, so a
        screen reader reads it straight away. Radix would then keep focus on a text-only panel until Escape;
        the kit lets Tab move on, as the APG&rsquo;s non-modal dialog expects. The arrow is a drawing, hidden
        from assistive technology.
      </p>
    </>
  ),
};
