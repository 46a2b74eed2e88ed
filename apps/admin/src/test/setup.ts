import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { clearSession } from '@/api/session.ts';
import { uninstallEditorLayout } from '@/ui/rich-text/test-support.ts';
import { dropStyles } from './styles.ts';

// Lazy route chunks are transformed on first use: a file's first screen took over 5 s on a loaded
// two-core machine (GeneralTab, CreateSimulationDialog, StructureTab). Only a failing wait costs this.
configure({ asyncUtilTimeout: 15_000 });

// Before each file (files share modules: a file that kept styles must not keep them for the next).
beforeAll(dropStyles);
afterAll(() => {
  uninstallEditorLayout();
  // A clipboard a file stubbed (jsdom has none) is not the next file's.
  if (Object.hasOwn(navigator, 'clipboard')) Reflect.deleteProperty(navigator, 'clipboard');
});

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
  // Files share one document (isolate: false): what a test left in it (a portal's container, focus,
  // the body's attributes) must not reach the next file's screens.
  document.body.replaceChildren();
  for (const element of [document.body, document.documentElement])
    for (const { name } of [...element.attributes]) if (name !== 'lang') element.removeAttribute(name);
  document.title = '';
  sessionStorage.clear();
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
