import type { Theme } from '@mui/material/styles';

/** The series and slice colours of the charts, from the theme. */
export const chartColours = (theme: Theme) => [
  theme.palette.primary.main,
  theme.palette.secondary.main,
  theme.palette.warning.dark,
  theme.palette.success.dark,
  theme.palette.error.dark,
  theme.palette.info.dark,
];

/** Legend entries in the text colour (the swatch carries the series colour): readable at AA contrast. */
export const legendText = (theme: Theme) =>
  function LegendText(value: unknown) {
    return <span style={{ color: theme.palette.text.primary }}>{String(value)}</span>;
  };
