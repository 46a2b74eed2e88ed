import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure, render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

// Test helpers of the feature components (jsdom). Imported by their tests only, never by the page.

/** Renders inside an English IntlProvider: the messages' defaultMessage texts are what the tests read. */
export function renderWithIntl(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="en" defaultLocale="en">
      {children}
    </IntlProvider>
  );
  return render(ui, { wrapper, ...options });
}

/** window.matchMedia answering `reduce` for prefers-reduced-motion when `reduced` (jsdom has none). */
export function stubReducedMotion(reduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduced && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

/**
 * jsdom's <dialog> has no showModal()/close(): these set `open` and fire `close` as a browser does,
 * so the components' own logic runs (focus trapping itself is the browser's, checked in Chromium).
 */
function polyfillDialog() {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function' && !('__cpPolyfill' in proto)) return;
  Object.assign(proto, {
    __cpPolyfill: true,
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    show(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
}

/** Unexpected console.error or console.warn fails the test that caused it; cleanup after each test. */
export function setupFeatureTests() {
  // Lazy chunks (Leaflet, the features) are transformed on first use: over a second under a parallel run.
  configure({ asyncUtilTimeout: 5_000 });
  // The first render of a file transforms React, react-intl and jsdom's world: slow on a busy 2-core machine.
  vi.setConfig({ testTimeout: 30_000 });
  let unexpected: string[] = [];
  beforeEach(() => {
    polyfillDialog();
    unexpected = [];
    for (const level of ['error', 'warn'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        unexpected.push(`console.${level}: ${args.map(String).join(' ')}`);
      });
    }
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    if (unexpected.length > 0) {
      const messages = unexpected.join('\n');
      unexpected = [];
      throw new Error(`Unexpected console output:\n${messages}`);
    }
  });
}
