import type { DocEntryContent } from '../../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves through the card in reading order: the three sign-up links, the Email and Password fields, Register, then Forgot password?.',
    },
    {
      keys: ['Enter'],
      action:
        'On a link, follows it; the links to other sites open in a new tab. In the Email or Password field, sends the form, as Register does.',
    },
    { keys: ['Space'], action: 'On Register, sends the form.' },
  ],
  accessibility: (
    <>
      <p>
        The heading (an <code>h2</code>, or the <code>h1</code> with <code>headingLevel=&quot;h1&quot;</code>{' '}
        when the card is the page) also names the form, so a screen reader lists a form called
        &ldquo;Welcome&rdquo;. Each field is named by its visible label and says what to autofill (
        <code>email</code>, <code>new-password</code>); the placeholders are only examples.
      </p>
      <p>
        The icon links have no text: each is named by its <code>label</code> (&ldquo;Sign up with
        GitHub&rdquo;), and the icons are hidden. A link to another site opens in a new tab and is described
        as &ldquo;Opens in a new tab&rdquo;, so nobody is surprised by it.
      </p>
      <p>
        What <code>onRegister</code> returns is written in a polite status under the button, which a screen
        reader says once, without moving focus. The sample says that nothing was sent.
      </p>
    </>
  ),
};
