import './confetti.css';
import { useEffect, useRef } from 'react';
import { useReducedMotion } from '../shared/useReducedMotion.ts';

/** Bursts from both lower corners, one after the other (canvas-confetti's options). */
const BURSTS = [
  { particleCount: 90, spread: 70, angle: 60, origin: { x: 0, y: 0.75 } },
  { particleCount: 90, spread: 70, angle: 120, origin: { x: 1, y: 0.75 } },
];
const BURST_GAP_MS = 250;

/**
 * The confetti option: a celebration when the budget is submitted. canvas-confetti is fetched only
 * when this mounts; with prefers-reduced-motion: reduce it renders nothing and loads nothing. The
 * canvas is decoration: hidden from assistive technology and transparent to the pointer.
 */
export function Confetti() {
  const reduced = useReducedMotion();
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    // Without a 2D context (a browser that refuses one, or jsdom) there is nothing to draw or clear.
    if (reduced || !canvas?.getContext('2d')) return;
    let stopped = false;
    let reset: (() => void) | undefined;
    const timers: ReturnType<typeof setTimeout>[] = [];
    import('canvas-confetti')
      .then(({ default: confetti }) => {
        if (stopped) return;
        const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
        reset = fire.reset;
        BURSTS.forEach((burst, index) =>
          timers.push(setTimeout(() => void fire(burst), index * BURST_GAP_MS)),
        );
      })
      // Confetti is a flourish: if its chunk cannot load, there is simply none.
      .catch(() => undefined);
    return () => {
      stopped = true;
      timers.forEach(clearTimeout);
      reset?.();
    };
  }, [reduced]);

  return reduced ? null : <canvas ref={canvasRef} className="cp-confetti" aria-hidden="true" />;
}
