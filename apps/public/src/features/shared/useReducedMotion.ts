import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const mediaQuery = () =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null;

function subscribe(onChange: () => void) {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the resident asked their system for less motion; follows the setting while the page is open. */
export const prefersReducedMotion = () => mediaQuery()?.matches ?? false;

export const useReducedMotion = () => useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
