// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { setupFeatureTests, stubReducedMotion } from '../testing.tsx';

setupFeatureTests();

const fire = Object.assign(
  vi.fn(() => Promise.resolve()),
  { reset: vi.fn() },
);
const create = vi.fn((_canvas?: HTMLCanvasElement, _options?: object) => fire);
vi.mock('canvas-confetti', () => ({ default: { create } }));

const { Confetti } = await import('./Confetti.tsx');

describe('confetti', () => {
  it('fires two bursts on its own decorative canvas, and stops when unmounted', async () => {
    stubReducedMotion(false);
    create.mockClear();
    fire.mockClear();
    const { container, unmount } = render(<Confetti />);
    const canvas = container.querySelector('canvas')!;
    expect(canvas.getAttribute('aria-hidden')).toBe('true');
    await waitFor(() => expect(fire).toHaveBeenCalledTimes(2));
    expect(create).toHaveBeenCalledWith(canvas, { resize: true, disableForReducedMotion: true });
    unmount();
    expect(fire.reset).toHaveBeenCalled();
  });

  it('renders and loads nothing when the resident prefers reduced motion', async () => {
    stubReducedMotion(true);
    create.mockClear();
    const { container } = render(<Confetti />);
    expect(container.innerHTML).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).not.toHaveBeenCalled();
  });
});
