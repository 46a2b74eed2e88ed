// The analytics page's words (ours: the spec names a selector, not its label).
export const ANALYTICS_LABELS = {
  selector: 'Simulation',
  prioritizationSuffix: ' (prioritization)',
  loadFailed: 'The simulations could not be loaded.',
  // Temporary: the simulation analytics screens are built next (issue 13); their API exists already.
  simulationsNext:
    'Analytics for budget simulations arrive in the next update. PB results are shown for prioritizations.',
} as const;
