import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** The submit button of a one-line form, level with the fields beside it. */
export function InlineSubmit({ label, busy }: { label: string; busy: boolean }) {
  return (
    <Box>
      <Button type="submit" variant="contained" loading={busy} sx={{ mt: 1, whiteSpace: 'nowrap' }}>
        {label}
      </Button>
    </Box>
  );
}
