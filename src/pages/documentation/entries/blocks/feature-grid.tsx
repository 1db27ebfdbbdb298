import type { DocEntryContent } from '../../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves through the four features’ links in reading order; the titles, text and icons take no focus.',
    },
    { keys: ['Enter'], action: 'Follows the focused link.' },
  ],
  accessibility: (
    <>
      <p>
        The section is named by its <code>h2</code>, and the features are a list, so a screen reader says
        there are four. Each feature&rsquo;s title is an <code>h3</code>: the heading list shows them all.
      </p>
      <p>
        The icons are decorative and hidden. Each link&rsquo;s text makes sense on its own (&ldquo;See the
        numbers&rdquo;, not &ldquo;Read more&rdquo;), since screen readers list links out of context; give
        yours the same.
      </p>
    </>
  ),
};
