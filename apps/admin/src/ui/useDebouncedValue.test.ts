import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './useDebouncedValue.ts';

describe('useDebouncedValue', () => {
  it('answers the value only once it has been stable for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 200), {
      initialProps: { value: '' },
    });
    rerender({ value: 'r' });
    act(() => vi.advanceTimersByTime(150));
    rerender({ value: 'ri' });
    act(() => vi.advanceTimersByTime(150));
    expect(result.current).toBe('');
    rerender({ value: 'riv' });
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('riv');
  });
});
