import type { ReactNode } from 'react';
import Button from '@mui/material/Button';

export const NEW_WINDOW = ' (opens in a new window)';

/** A public page (preview or live) opened in a new window, named so for screen readers. */
export function NewWindowLink({ label, href, icon }: { label: string; href: string; icon: ReactNode }) {
  return (
    <Button
      variant="outlined"
      startIcon={icon}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label}${NEW_WINDOW}`}
    >
      {label}
    </Button>
  );
}
