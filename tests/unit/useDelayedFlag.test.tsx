import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from '../../src/shell/useDelayedFlag';

describe('useDelayedFlag', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns on only after the delay, and off at once', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, 500), {
      initialProps: { active: false },
    });
    rerender({ active: true });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });

  it('starts the delay over when activity is interrupted', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, 500), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(300));
    rerender({ active: false });
    rerender({ active: true });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  });
});
