import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@commonpurse/domain';

/** The centered card of the guest screens, with the product name above the heading. */
export function AuthLayout({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 6,
        background: 'linear-gradient(180deg, #e8eef6 0%, #f4f6f9 60%)',
      }}
    >
      <Typography
        component="p"
        variant="h5"
        sx={{ color: 'primary.main', fontWeight: 800, mb: 3, letterSpacing: 0.2 }}
      >
        {PRODUCT_NAME}
      </Typography>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          {heading}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
