import { ROUTE_TITLES } from '@commonpurse/domain/console';

/** What differs between the simulation and the prioritization screens that share this feature. */
export interface TKind {
  isPb: boolean;
  /** The plural of the simulation label: the list's title and the editor's back link. */
  plural: string;
  /** Lower-case singular for sentences ('simulation', 'prioritization'). */
  singular: string;
  listPath: string;
  editorPath(id: number): string;
}

export const SIMULATION_KIND: TKind = {
  isPb: false,
  plural: ROUTE_TITLES.simulations,
  singular: 'simulation',
  listPath: '/simulations',
  editorPath: (id) => `/simulations/${id}`,
};

export const PB_KIND: TKind = {
  isPb: true,
  plural: ROUTE_TITLES.prioritizations,
  singular: 'prioritization',
  listPath: '/pb',
  editorPath: (id) => `/pb/${id}`,
};

export const kindOf = (isPb: boolean): TKind => (isPb ? PB_KIND : SIMULATION_KIND);
