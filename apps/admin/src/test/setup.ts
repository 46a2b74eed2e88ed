import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { clearSession } from '@/api/session.ts';
import { dropStyles } from './styles.ts';

// Lazy route chunks are transformed on first use; under a parallel run that can take over a second.
configure({ asyncUtilTimeout: 5_000 });

dropStyles();

// Unexpected console.error or console.warn fails the test that caused it.
let unexpected: string[] = [];

beforeEach(() => {
  unexpected = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
  // jsdom does not implement scrolling; the error banner scrolls to the top.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (unexpected.length > 0) {
    const messages = unexpected.join('\n');
    unexpected = [];
    throw new Error(`Unexpected console output:\n${messages}`);
  }
});
