import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrollLock } from '../../src/kit/use-scroll-lock';

function Layer({ locked }: { locked: boolean }) {
  useScrollLock(locked);
  return null;
}

const root = document.documentElement;

/** Makes the root's client area `scrollbar` pixels narrower than the window, as a scrollbar that takes room does. */
function withScrollbar(scrollbar: number) {
  Object.defineProperty(root, 'clientWidth', { configurable: true, value: window.innerWidth - scrollbar });
}

afterEach(() => {
  Reflect.deleteProperty(root, 'clientWidth');
  root.removeAttribute('style');
});

describe('useScrollLock', () => {
  it('stops the root scrolling while locked, and gives back its own styles after', () => {
    withScrollbar(0);
    root.style.overflow = 'clip';
    const { rerender } = render(<Layer locked={false} />);
    expect(root.style.overflow).toBe('clip');
    rerender(<Layer locked />);
    expect(root.style.overflow).toBe('hidden');
    // An overlay scrollbar takes no room: no gutter is kept for it.
    expect(root.style.scrollbarGutter).toBe('');
    rerender(<Layer locked={false} />);
    expect(root.style.overflow).toBe('clip');
  });

  it('keeps the room of a scrollbar that takes some as a gutter, so the page does not widen', () => {
    withScrollbar(15);
    const { unmount } = render(<Layer locked />);
    expect(root.style.overflow).toBe('hidden');
    expect(root.style.scrollbarGutter).toBe('stable');
    // Only <html> changes: no margin or padding on <body>, nothing every element inherits.
    expect(document.body.getAttribute('style')).toBeNull();
    unmount();
    expect(root.style.overflow).toBe('');
    expect(root.style.scrollbarGutter).toBe('');
  });

  it('nests: the page scrolls again only when the last layer lets go', () => {
    withScrollbar(15);
    const first = render(<Layer locked />);
    const second = render(<Layer locked />);
    first.unmount();
    expect(root.style.overflow).toBe('hidden');
    expect(root.style.scrollbarGutter).toBe('stable');
    second.unmount();
    expect(root.style.overflow).toBe('');
    expect(root.style.scrollbarGutter).toBe('');
  });
});
