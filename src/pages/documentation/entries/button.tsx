import { Heart, Settings } from 'lucide-react';
import { Button } from '../../../kit/button';
import type { DocEntryContent } from '../docTypes';

const colors = ['default', 'primary', 'info', 'success', 'warning', 'danger'] as const;

function ButtonDemo() {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button>Default</Button>
        <Button shape="round">Round</Button>
        <Button shape="round" color="primary">
          <Heart aria-hidden="true" /> With icon
        </Button>
        <Button shape="round" iconOnly aria-label="Settings" color="primary">
          <Settings aria-hidden="true" />
        </Button>
        <Button variant="link" color="primary">
          Simple
        </Button>
        <Button disabled>Disabled</Button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm">Small</Button>
        <Button>Regular</Button>
        <Button size="lg">Large</Button>
      </div>
      {(['solid', 'outline', 'link'] as const).map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {colors.map((color) => (
            <Button key={color} variant={variant} color={color} shape="round">
              {color}
            </Button>
          ))}
        </div>
      ))}
      <div data-surface="dark" className="flex flex-wrap gap-3 rounded-pk-card bg-pk-hero p-4">
        <Button color="neutral" shape="round">
          Neutral
        </Button>
        <Button color="neutral" variant="outline" shape="round">
          Neutral outline
        </Button>
      </div>
      <Button block color="primary" shape="round">
        Block
      </Button>
      <Button asChild color="info" shape="round">
        <a href="#/landing">A link that looks like a button</a>
      </Button>
    </div>
  );
}

export const content: DocEntryContent = {
  Demo: ButtonDemo,
  keys: [
    { keys: ['Tab', 'Shift+Tab'], action: 'Moves focus to the next or previous button.' },
    {
      keys: ['Enter', 'Space'],
      action: 'Presses the button. A link drawn as a button (asChild with an <a>) follows on Enter only.',
    },
  ],
  accessibility: (
    <>
      <p>
        A kit button is a native <code>&lt;button&gt;</code>, so the browser gives it its role, its keys and
        its place in the tab order. It is <code>type=&quot;button&quot;</code> unless told otherwise, so it
        never submits a form by accident.
      </p>
      <p>
        An icon-only button shows no text, so its props demand a name: <code>iconOnly</code> does not
        type-check without <code>aria-label</code> or <code>aria-labelledby</code>. Give icons inside any
        button <code>aria-hidden=&quot;true&quot;</code>.
      </p>
      <p>
        Every variant shows the same 3 px focus ring when reached by keyboard. A disabled button is dimmed and
        skipped by Tab. A link drawn with <code>asChild</code> has no disabled state:{' '}
        <code>aria-disabled</code> dims it and stops the pointer, but Enter still follows it.
      </p>
    </>
  ),
};
