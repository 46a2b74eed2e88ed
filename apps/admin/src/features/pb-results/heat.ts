// The heatmap's shading: primary blue over white, deeper for more ballots. Light cells keep the dark
// text and deep cells take white text; the blend skips the middle band where neither reaches 4.5:1
// against #1a4f8b (the theme's primary).

export interface TShade {
  /** Opacity of the primary colour over white. */
  alpha: number;
  light: boolean;
}

export function heatShade(count: number, max: number): TShade {
  const ratio = max > 0 ? count / max : 0;
  if (ratio <= 0.6) return { alpha: 0.04 + ratio * 0.8, light: false };
  return { alpha: 0.8 + (ratio - 0.6) * 0.5, light: true };
}
