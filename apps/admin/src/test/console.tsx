import { routes } from '@/app/routes.tsx';
import { renderRoutes, testQueryClient } from './render.tsx';

/**
 * The whole console at a URL, for tests of a screen inside its real routes (guards, layout, the
 * editor's tab registry). Features' tests reach the app through here: features never import it.
 */
export function renderConsoleAt(initialEntry: string, queryClient = testQueryClient()) {
  return renderRoutes(routes, initialEntry, queryClient);
}
