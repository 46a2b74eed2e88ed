/**
 * Slice colours: dark enough for white text (4.5:1 or more) and told apart by hue; the legend and the
 * text alternative name every slice, so colour is never the only cue.
 */
export const CHART_COLORS = [
  '#1a4f8b',
  '#0b6e4f',
  '#b3261e',
  '#6a3d9a',
  '#8a5300',
  '#00666e',
  '#a0306e',
  '#44546a',
  '#2e6b1f',
  '#3d3d9e',
  '#8c2d04',
  '#5c5c5c',
] as const;

export const colorOf = (index: number) => CHART_COLORS[index % CHART_COLORS.length]!;

/** The budgeted bars, lighter than the submitted ones beside them. */
export const BUDGETED_COLOR = '#8fa8c8';

/** The pie's drawing: fixed, so it prints as it looks. */
export const PIE_SIZE = { width: 260, height: 220, radius: 72 } as const;

/** Each category's pair of bars. */
export const BAR_ROW_HEIGHT = 56;
