// Material icon paths (Apache 2.0, as in @mui/icons-material) drawn as plain SVG: an item row shows
// four of them and a budget can have a thousand rows, which styled icon components cannot afford.

const PATHS = {
  drag: 'M11 18c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2m-2-8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m6 4c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2',
  edit: 'm14.06 9.02.92.92L5.92 19H5v-.92zM17.66 3c-.25 0-.51.1-.7.29l-1.83 1.83 3.75 3.75 1.83-1.83c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.2-.2-.45-.29-.71-.29m-3.6 3.19L3 17.25V21h3.75L17.81 9.94z',
  tune: 'M3 17v2h6v-2zM3 5v2h10V5zm10 16v-2h8v-2h-8v-2h-2v6zM7 9v2H3v2h4v2h2V9zm14 4v-2H11v2zm-6-4h2V7h4V5h-4V3h-2z',
  more: 'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2',
  lock: 'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z',
} as const;

export function RowIcon({ name, title }: { name: keyof typeof PATHS; title?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden={title ? undefined : true}
      focusable="false"
      role={title ? 'img' : undefined}
    >
      {title && <title>{title}</title>}
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}

/**
 * The item rows' styles, set once on the board: rows are plain elements with these classes.
 * Colours follow the console theme's text and action colours.
 */
export const rowStyles = {
  '& .cp-item': {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
    alignItems: 'center',
    gap: 1,
    py: 0.25,
    pl: 1,
    borderTop: 1,
    borderColor: 'divider',
    bgcolor: 'background.paper',
    position: 'relative',
  },
  '& .cp-item[data-dragging="true"]': { bgcolor: 'action.selected', opacity: 0.8, zIndex: 1 },
  '& .cp-item-name': { display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexWrap: 'wrap' },
  '& .cp-item-amount': { textAlign: 'right', minWidth: 140 },
  '& .cp-item-actions': { display: 'flex', alignItems: 'center', justifyContent: 'flex-end' },
  '& .cp-icon': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 30,
    height: 30,
    p: 0,
    border: 0,
    borderRadius: '50%',
    bgcolor: 'transparent',
    color: 'action.active',
    cursor: 'pointer',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
    '&:disabled': { color: 'action.disabled', cursor: 'default', bgcolor: 'transparent' },
  },
  '& .cp-handle': { cursor: 'grab', touchAction: 'none' },
  '& .cp-inline': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 32,
    px: 1,
    border: 0,
    borderRadius: 1,
    bgcolor: 'transparent',
    font: 'inherit',
    color: 'text.primary',
    cursor: 'pointer',
    textAlign: 'left',
    '&:hover, &:focus-visible': { bgcolor: 'action.hover', outline: '1px dashed', outlineColor: 'divider' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
    '&:disabled': { cursor: 'default' },
  },
  '& .cp-inline-placeholder': { color: 'text.secondary' },
  '& .cp-inline-right': { justifyContent: 'flex-end', textAlign: 'right' },
} as const;
