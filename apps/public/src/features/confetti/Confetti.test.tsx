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
    const context = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue({} as CanvasRenderingContext2D);
    create.mockClear();
    fire.mockClear();
    const { container, unmount } = render(<Confetti />);
    const canvas = container.querySelector('canvas')!;
    expect(canvas.getAttribute('aria-hidden')).toBe('true');
    await waitFor(() => expect(fire).toHaveBeenCalledTimes(2));
    expect(create).toHaveBeenCalledWith(canvas, { resize: true, disableForReducedMotion: true });
    unmount();
    expect(fire.reset).toHaveBeenCalled();
    context.mockRestore();
  });

  it('draws nothing on a canvas without a 2D context (jsdom here)', async () => {
    stubReducedMotion(false);
    create.mockClear();
    const { container, unmount } = render(<Confetti />);
    expect(container.querySelector('canvas')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).not.toHaveBeenCalled();
    unmount();
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
