import { render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useInertOutside } from '../../src/kit/use-inert-outside';

/** A modal layer in a portal at the end of <body>, as Radix renders one. */
function Layer({ label }: { label: string }) {
  const inertOutside = useInertOutside();
  return createPortal(
    <div ref={inertOutside} data-testid={label}>
      <div data-testid={`${label}-overlay`} />
      <div role="dialog" aria-label={label} />
    </div>,
    document.body,
  );
}

function Page({ open, nested = false }: { open: boolean; nested?: boolean }) {
  return (
    <>
      <main data-testid="page">
        <p aria-live="polite">Slide 1 of 3</p>
      </main>
      {open && <Layer label="first" />}
      {open && nested && <Layer label="second" />}
    </>
  );
}

const inert = () =>
  Array.from(document.querySelectorAll('[inert]'), (element) => element.getAttribute('data-testid'));

afterEach(() => {
  document.querySelectorAll('[data-extra]').forEach((element) => element.remove());
});

describe('useInertOutside', () => {
  it('makes everything outside the layer inert, live regions included, and restores it when the layer goes', () => {
    const { rerender, container } = render(<Page open={false} />);
    expect(inert()).toEqual([]);
    rerender(<Page open />);
    // The app's own container (render's <div>) is a sibling of the layer: it, and all it holds, is inert.
    expect(container).toHaveAttribute('inert');
    expect(document.querySelector('[data-testid="first"]')).not.toHaveAttribute('inert');
    // The overlay inside the layer stays clickable.
    expect(document.querySelector('[data-testid="first-overlay"]')).not.toHaveAttribute('inert');
    rerender(<Page open={false} />);
    expect(inert()).toEqual([]);
    expect(container).not.toHaveAttribute('inert');
  });

  it('makes the page inert in the commit that puts the layer on the page, before the effects inside the layer run', () => {
    const seen: boolean[] = [];
    function Effect() {
      useEffect(() => {
        seen.push(document.querySelector('[data-testid="page"]')?.closest('[inert]') !== null);
      }, []);
      return null;
    }
    function EffectLayer() {
      const inertOutside = useInertOutside();
      return createPortal(
        <div ref={inertOutside}>
          <Effect />
        </div>,
        document.body,
      );
    }
    const { rerender } = render(<Page open={false} />);
    rerender(
      <>
        <Page open={false} />
        <EffectLayer />
      </>,
    );
    expect(seen).toEqual([true]);
  });

  it('keeps the focused opener out of the inert page, hidden, and everything around it inert', async () => {
    function Opener({ open }: { open: boolean }) {
      return (
        <>
          <main data-testid="page">
            <p data-testid="before">Text</p>
            <section data-testid="section">
              <button type="button">Open</button>
              <button type="button" data-testid="next">
                Next
              </button>
            </section>
          </main>
          {open && <Layer label="layer" />}
        </>
      );
    }
    const { rerender, getByRole } = render(<Opener open={false} />);
    const opener = getByRole('button', { name: 'Open' });
    opener.focus();
    rerender(<Opener open />);
    // Firefox would take an inert opener out of its accessibility tree, and a screen reader would lose its place.
    expect(opener.closest('[inert]')).toBeNull();
    expect(opener).toHaveAttribute('aria-hidden', 'true');
    expect(inert()).toEqual(['before', 'next']);
    // What the page adds beside the opener meanwhile is made inert too.
    const late = document.createElement('p');
    late.dataset.testid = 'late';
    opener.parentElement?.append(late);
    await waitFor(() => expect(late).toHaveAttribute('inert'));
    rerender(<Opener open={false} />);
    expect(inert()).toEqual([]);
    expect(opener).not.toHaveAttribute('aria-hidden');
  });

  it('leaves what was inert already as it was, and passes over scripts and styles', () => {
    const before = document.createElement('aside');
    before.setAttribute('inert', '');
    before.dataset.extra = '';
    const script = document.createElement('script');
    script.dataset.extra = '';
    document.body.prepend(before, script);
    const { rerender } = render(<Page open />);
    expect(script).not.toHaveAttribute('inert');
    rerender(<Page open={false} />);
    expect(before).toHaveAttribute('inert');
  });

  it('lets a second layer over the first make the first inert, and gives it back when it closes', () => {
    const { rerender, container } = render(<Page open />);
    rerender(<Page open nested />);
    expect(document.querySelector('[data-testid="first"]')).toHaveAttribute('inert');
    expect(document.querySelector('[data-testid="second"]')).not.toHaveAttribute('inert');
    rerender(<Page open />);
    expect(document.querySelector('[data-testid="first"]')).not.toHaveAttribute('inert');
    expect(container).toHaveAttribute('inert');
  });
});
