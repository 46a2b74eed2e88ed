import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import {
  ALL_CAPABILITIES_ON,
  capabilitiesOf,
  type TCapabilities,
  type TSimulationView,
} from '@commonpurse/domain';
import { signIn, testQueryClient } from '@/test/render.tsx';
import { ErrorBanner, NotifyProvider } from '@/ui/notify.tsx';
import { testTheme as theme } from './theme.ts';
import { SaveIndicator } from '@/ui/SaveIndicator.tsx';
import { simulationKeys } from '@/api/simulation-cache.ts';
import { kindOf } from '@/editor-kit/simulation-kind.ts';
import { simulationParent } from '@/api/parent.ts';
import { bodyOf, mockSimulationApi, type TMockApi } from './simulation-api.ts';
import { EditorContext, useSimulationSaver, type TEditorContext } from '@/editor-kit/editor-context.tsx';

// Test support for the Guided Tour and Map tabs: a tab inside the editor's providers with the real
// saver (PATCH admin/budgets/{id}, field errors, Saving/Saved), over the cached simulation.

export const capabilities = (overrides: Partial<TCapabilities> = {}): TCapabilities => ({
  ...capabilitiesOf({
    ...ALL_CAPABILITIES_ON,
    is_trial: false,
    stripe_id: null,
    meta_pixel_id: null,
    google_translate_id: null,
  }),
  ...overrides,
});

function EditorHost({
  view,
  caps,
  children,
}: {
  view: TSimulationView;
  caps: TCapabilities;
  children: ReactNode;
}) {
  const { data } = useQuery({
    queryKey: simulationKeys.detail(view.id),
    queryFn: () => view,
    initialData: view,
    staleTime: Infinity,
  });
  const saver = useSimulationSaver(view.id);
  const editor: TEditorContext = {
    simulation: data,
    kind: kindOf(data.is_pb),
    parent: simulationParent(data.id),
    capabilities: caps,
    ...saver,
    setUnsaved: () => undefined,
  };
  return (
    <EditorContext.Provider value={editor}>
      <ErrorBanner />
      <SaveIndicator status={saver.saveStatus} />
      {children}
    </EditorContext.Provider>
  );
}

export interface TCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Renders `ui` as a tab of the editor for `view`. `handle` is the fake server of the calls under test
 * (undefined falls through to the simulation API mock); answers the calls it received.
 */
export function renderTab(
  ui: ReactElement,
  {
    view,
    handle,
    caps = capabilities(),
  }: { view: TSimulationView; handle?: TMockApi['handle']; caps?: TCapabilities },
) {
  signIn();
  const calls: TCall[] = [];
  mockSimulationApi({
    views: [view],
    handle: (url, init) => {
      const method = init.method ?? 'GET';
      // Same-origin calls by path; others (the geocoder) by their whole address.
      const path = url.origin === 'http://localhost' ? url.pathname : url.href;
      calls.push({ method, path, body: init.body ? bodyOf(init) : undefined });
      return handle?.(url, init);
    },
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(simulationKeys.detail(view.id), view);
  const rendered = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <NotifyProvider>
          <EditorHost view={view} caps={caps}>
            {ui}
          </EditorHost>
        </NotifyProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  const cached = () => queryClient.getQueryData<TSimulationView>(simulationKeys.detail(view.id))!;
  const writes = () => calls.filter((call) => call.method !== 'GET');
  return { ...rendered, calls, writes, cached, queryClient };
}
