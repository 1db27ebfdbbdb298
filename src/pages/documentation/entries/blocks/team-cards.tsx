import type { DocEntryContent } from '../../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action: 'Moves through each person’s icon links, their website then their email, card by card.',
    },
    {
      keys: ['Enter'],
      action: 'Follows the focused link: a website opens in a new tab, an email link in the mail app.',
    },
  ],
  accessibility: (
    <>
      <p>
        The section is named by its <code>h2</code>. The cards are a list, so a screen reader says how many
        people there are, and each name is an <code>h3</code>. Each quote is a <code>&lt;blockquote&gt;</code>
        .
      </p>
      <p>
        The icon links have no text: each is named by its <code>label</code>, which names the person
        (&ldquo;Email Amara Obi&rdquo;), so a list of links never reads &ldquo;Email, Email, Email&rdquo;. A
        link to another site opens in a new tab and is described as &ldquo;Opens in a new tab&rdquo;. The
        portraits are decorative (<code>alt=&quot;&quot;</code>), with each name written under its picture.
      </p>
    </>
  ),
};
