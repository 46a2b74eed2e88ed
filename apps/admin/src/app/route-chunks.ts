// The code-split parts of the console, loaded by the routes (React.lazy) and, for the first page of a
// visit, asked for at start-up by first-route.ts. The same functions both ways: a chunk is fetched once.

export const loadAppLayout = () => import('./AppLayout.tsx');
export const loadSimulationEditor = () => import('@/features/simulations/editor/SimulationEditorPage.tsx');
export const loadSimulationList = () => import('@/features/simulations/list/SimulationListPage.tsx');
export const loadStructureTab = () => import('@/features/structure/StructureTab.tsx');
export const loadGeneralTab = () => import('@/features/simulations/editor/general/GeneralTab.tsx');
export const loadHistoryTab = () => import('@/features/audit/HistoryTab.tsx');
