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
import { NotifyProvider } from '@/ui/notify.tsx';
import { testTheme as theme } from '@/test/theme.ts';
import { installEditorLayout } from '@/ui/rich-text/test-support.ts';
import { simulationKeys } from '@/api/simulation-cache.ts';
import { kindOf } from '@/editor-kit/simulation-kind.ts';
import { simulationParent } from '@/api/parent.ts';
import { mockSimulationApi, type TMockApi } from '@/test/simulation-api.ts';
import { EditorContext, type TEditorContext } from '@/editor-kit/editor-context.tsx';

export const allCapabilities = (): TCapabilities =>
  capabilitiesOf({
    ...ALL_CAPABILITIES_ON,
    is_trial: false,
    stripe_id: null,
    meta_pixel_id: null,
    google_translate_id: null,
  });

/** The editor context over the cached simulation, so cache writes re-render the dialog as in the editor. */
function EditorHost({
  view,
  capabilities,
  children,
}: {
  view: TSimulationView;
  capabilities: TCapabilities;
  children: ReactNode;
}) {
  const { data } = useQuery({
    queryKey: simulationKeys.detail(view.id),
    queryFn: () => view,
    initialData: view,
    staleTime: Infinity,
  });
  const editor: TEditorContext = {
    simulation: data,
    kind: kindOf(data.is_pb),
    parent: simulationParent(data.id),
    capabilities,
    save: () => Promise.resolve(true),
    fieldErrors: {},
    saveStatus: 'idle',
    track: (work) => work,
    setUnsaved: () => undefined,
  };
  return <EditorContext.Provider value={editor}>{children}</EditorContext.Provider>;
}

export interface TCall {
  method: string;
  path: string;
  body: unknown;
}

/** A dialog inside the editor's providers, the API mocked; answers the calls it made (method, path, body). */
export function renderInEditor(
  ui: ReactElement,
  {
    view,
    handle,
    capabilities = allCapabilities(),
  }: { view: TSimulationView; handle?: TMockApi['handle']; capabilities?: TCapabilities },
) {
  installEditorLayout();
  signIn();
  const fetch = mockSimulationApi({ views: [view], handle });
  const queryClient = testQueryClient();
  queryClient.setQueryData(simulationKeys.detail(view.id), view);
  const rendered = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <NotifyProvider>
          <EditorHost view={view} capabilities={capabilities}>
            {ui}
          </EditorHost>
        </NotifyProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  const calls = (method?: string): TCall[] =>
    fetch.mock.calls
      .map(([input, init]) => {
        const url = new URL(String(input), 'http://localhost');
        const raw = init?.body;
        const body =
          raw instanceof FormData ? raw : typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
        return { method: init?.method ?? 'GET', path: url.pathname + url.search, body };
      })
      .filter((call) => !method || call.method === method);
  const cached = () => queryClient.getQueryData<TSimulationView>(simulationKeys.detail(view.id))!;
  return { ...rendered, fetch, calls, cached, queryClient };
}
