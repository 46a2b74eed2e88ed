// The analytics page's words (ours: the spec names a selector, not its label).
export const ANALYTICS_LABELS = {
  selector: 'Simulation',
  prioritizationSuffix: ' (prioritization)',
  loadFailed: 'The simulations could not be loaded.',
} as const;
