// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithIntl, setupFeatureTests } from '../testing.tsx';
import { clockText, markPassed } from './countdown.ts';
import { Timer } from './Timer.tsx';

setupFeatureTests();

const live = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')!.textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the timer', () => {
  it('counts down in mm:ss and speaks the time left at a few marks only, then expires once', () => {
    vi.useFakeTimers();
    const onExpire = vi.fn();
    const { container } = renderWithIntl(<Timer minutes={6} onExpire={onExpire} label="Time remaining" />);
    const clock = screen.getByRole('timer', { name: 'Time remaining' });
    expect(clock.textContent).toBe('06:00');
    expect(live(container)).toBe('');

    advance(1_000);
    expect(clock.textContent).toBe('05:59');
    expect(live(container)).toBe('');

    advance(59_000);
    expect(clock.textContent).toBe('05:00');
    expect(live(container)).toBe('Time remaining: 5 minutes');

    // Nothing new is said between the marks.
    advance(120_000);
    expect(clock.textContent).toBe('03:00');
    expect(live(container)).toBe('Time remaining: 5 minutes');

    advance(60_000);
    expect(live(container)).toBe('Time remaining: 2 minutes');
    advance(60_000);
    expect(live(container)).toBe('Time remaining: 1 minute');
    advance(30_000);
    expect(live(container)).toBe('Time remaining: 30 seconds');
    expect(onExpire).not.toHaveBeenCalled();

    advance(30_000);
    expect(clock.textContent).toBe('00:00');
    expect(live(container)).toBe('Time is up.');
    advance(10_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('keeps to the clock when the ticks come late (a background tab)', () => {
    vi.useFakeTimers();
    const { container } = renderWithIntl(<Timer minutes={1} onExpire={vi.fn()} label="Time left" />);
    // The clock jumps 45 s between two ticks: the 30-second mark passed meanwhile is still said.
    vi.setSystemTime(Date.now() + 45_000);
    advance(250);
    expect(screen.getByRole('timer').textContent).toBe('00:15');
    expect(live(container)).toBe('Time left: 30 seconds');
  });
});

describe('countdown', () => {
  it.each([
    [0, '00:00'],
    [5.2, '00:06'],
    [59, '00:59'],
    [600, '10:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [-3, '00:00'],
  ])('%d s is %s', (seconds, text) => {
    expect(clockText(seconds)).toBe(text);
  });

  it.each([
    [900, 899, null],
    [901, 900, 900],
    [301, 300, 300],
    [121, 120, 120],
    [100, 90, null],
    [61, 55, 60],
    [125, 25, 30],
    [1, 0, 0],
  ])('from %d to %d s left passes %j', (before, now, mark) => {
    expect(markPassed(before, now)).toBe(mark);
  });
});
