import type { DocEntryContent } from '../../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves through the sign-up card (its three links, Email, Password, Register, Forgot password?), then to the link to the whole sign-up page.',
    },
    {
      keys: ['Enter'],
      action:
        'On a link, follows it; the links to other sites open in a new tab. In the Email or Password field, sends the form.',
    },
    { keys: ['Space'], action: 'On Register, sends the form.' },
  ],
  accessibility: (
    <>
      <p>
        The band is a <code>&lt;section&gt;</code> named by <code>label</code> (&ldquo;Register&rdquo;), so a
        screen reader lists it among the page&rsquo;s landmarks. Inside it, the card&rsquo;s heading is an{' '}
        <code>h2</code> under your page&rsquo;s <code>h1</code>; the card behaves as the sign-up card does,
        its form named by that heading and its outcome read once by a polite status.
      </p>
      <p>
        The link under the card says where it goes on its own (&ldquo;Open the full sign-up page&rdquo;). The
        lit backdrop is a background, with nothing for a screen reader to read.
      </p>
    </>
  ),
};
