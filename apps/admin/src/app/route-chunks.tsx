import { lazyChunk } from './lazy-chunk.tsx';

// The code-split parts of the console a visit's first page may need, rendered by the routes and, for
// that first page, asked for at start-up by first-route.ts (preload): a chunk is fetched once, and a
// part whose chunk is already there renders without a Suspense fallback (lazy-chunk.tsx).

export const AppLayout = lazyChunk(() => import('./AppLayout.tsx'));
export const SimulationEditorPage = lazyChunk(
  () => import('@/features/simulations/editor/SimulationEditorPage.tsx'),
);
export const SimulationListPage = lazyChunk(
  () => import('@/features/simulations/list/SimulationListPage.tsx'),
);
export const StructureTab = lazyChunk(() => import('@/features/structure/StructureTab.tsx'));
export const GeneralTab = lazyChunk(() => import('@/features/simulations/editor/general/GeneralTab.tsx'));
export const HistoryTab = lazyChunk(() => import('@/features/audit/HistoryTab.tsx'));
