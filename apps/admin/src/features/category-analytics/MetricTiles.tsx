import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface TTile {
  label: string;
  value: string;
  /** A second line: the figure's percent or shares. */
  detail?: string;
}

/** The figures as a description list of cards: each label, its value and an optional detail line. */
export function MetricTiles({ tiles }: { tiles: readonly TTile[] }) {
  return (
    <Stack component="dl" direction="row" useFlexGap sx={{ m: 0, flexWrap: 'wrap', gap: 2 }}>
      {tiles.map((tile) => (
        <Card key={tile.label} component="div" variant="outlined" sx={{ flex: '1 1 220px', p: 2 }}>
          <Typography component="dt" color="text.secondary">
            {tile.label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
            {tile.value}
          </Typography>
          {tile.detail && (
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
              {tile.detail}
            </Typography>
          )}
        </Card>
      ))}
    </Stack>
  );
}
