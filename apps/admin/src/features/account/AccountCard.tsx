import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One titled part of the My Account page: a region named by its heading. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 2 }}>
          {title}
        </Typography>
        <Stack spacing={2.5}>{children}</Stack>
      </CardContent>
    </Card>
  );
}
