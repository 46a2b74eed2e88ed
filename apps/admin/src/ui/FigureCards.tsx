import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A row of figure cards as a description list: each label (dt) with its figure (dd). */
export function FigureCards({ figures }: { figures: readonly (readonly [label: string, value: string])[] }) {
  return (
    <Stack component="dl" direction="row" useFlexGap sx={{ m: 0, flexWrap: 'wrap', gap: 2 }}>
      {figures.map(([label, value]) => (
        <Card key={label} variant="outlined" sx={{ flex: '1 1 240px', p: 2 }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Card>
      ))}
    </Stack>
  );
}
