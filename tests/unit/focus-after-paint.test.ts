import { afterEach, describe, expect, it } from 'vitest';
import { focusAfterPaint } from '../../src/kit/focus-after-paint';

/** Resolves after the next frame and the task queued from it, when focusAfterPaint acts. */
const afterNextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)));

function layer(html: string) {
  const opener = document.createElement('button');
  opener.textContent = 'Open';
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(opener, container);
  opener.focus();
  return { opener, container };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('focusAfterPaint', () => {
  it('moves focus to the first control Tab reaches, once the frame is drawn, not at once', async () => {
    const { opener, container } = layer(
      '<p>Text</p><button disabled>Off</button><div style="display: none"><button>Hidden</button></div><span tabindex="-1">Skipped</span><a href="#x">Link</a><button>Last</button>',
    );
    focusAfterPaint(container);
    // At once, focus leaves the opener (the layer hides the page) for the body.
    expect(opener).not.toHaveFocus();
    expect(document.body).toHaveFocus();
    await afterNextFrame();
    expect(container.querySelector('a')).toHaveFocus();
  });

  it('moves focus to the target it is given, or to the layer when nothing inside takes focus', async () => {
    const first = layer('<button>First</button><button>Chosen</button>');
    focusAfterPaint(first.container, first.container.querySelectorAll('button')[1]);
    await afterNextFrame();
    expect(document.activeElement).toHaveTextContent('Chosen');

    const empty = layer('<p>Nothing to press</p>');
    empty.container.tabIndex = -1;
    focusAfterPaint(empty.container);
    await afterNextFrame();
    expect(empty.container).toHaveFocus();
  });

  it('moves focus on from a wrapper in the layer that a focus trap parked it on', async () => {
    const { container } = layer('<div tabindex="-1"><p>Loading…</p><button>Day</button></div>');
    const wrapper = container.querySelector<HTMLElement>('div');
    focusAfterPaint(container, container.querySelector('button'));
    wrapper?.focus();
    await afterNextFrame();
    expect(container.querySelector('button')).toHaveFocus();
  });

  it('leaves focus alone when it is on a control inside, when the layer has gone, or when cancelled', async () => {
    const inside = layer('<button>First</button><button>Clicked</button>');
    const clicked = inside.container.querySelectorAll('button')[1];
    focusAfterPaint(inside.container);
    clicked?.focus();
    await afterNextFrame();
    expect(clicked).toHaveFocus();

    const gone = layer('<button>Inside</button>');
    focusAfterPaint(gone.container);
    gone.container.remove();
    await afterNextFrame();
    expect(document.body).toHaveFocus();

    const cancelled = layer('<button>Inside</button>');
    focusAfterPaint(cancelled.container)();
    await afterNextFrame();
    expect(document.body).toHaveFocus();
  });
});
