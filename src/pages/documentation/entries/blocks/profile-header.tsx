import type { DocEntryContent } from '../../docTypes';

export const content: DocEntryContent = {
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
  accessibility: (
    <>
      <p>
        The owner&rsquo;s name is the heading (an <code>h1</code>, or the <code>h2</code> this page asks for
        with <code>headingLevel</code>) and names the section, so it is a landmark. The cover and the portrait
        are decorative (<code>alt=&quot;&quot;</code>): the name is written beside them, and saying it twice
        would only be noise.
      </p>
      <p>
        Settings is a button with its text; its icon is hidden. It reports <code>aria-expanded</code>, and the
        popover is a dialog named by its title, &ldquo;Settings&rdquo;. It is not modal: the rest of the page
        stays readable, and a click outside closes it too.
      </p>
    </>
  ),
};
