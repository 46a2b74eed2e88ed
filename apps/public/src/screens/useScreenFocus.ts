import { useEffect, useRef } from 'react';

/**
 * A new screen starts at its top, with focus on its main region (screen readers hear the new heading);
 * the first screen keeps the browser's own start (skip link first).
 */
export function useScreenFocus(screen: string) {
  const shown = useRef(screen);
  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    window.scrollTo?.(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [screen]);
}
