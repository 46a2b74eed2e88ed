import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';

export interface TExpandableRowProps {
  /** Unique on the page: names the actions row the toggle controls. */
  rowId: string;
  name: string;
  /** Shown after the name (a warning icon...). */
  nameAdornment?: ReactNode;
  /** The row's other cells (TableCell elements). */
  cells: ReactNode;
  /** How many columns the actions row spans. */
  columnCount: number;
  expanded: boolean;
  onToggle(): void;
  /** The accessible name of the actions group. */
  actionsLabel: string;
  /** The actions, rendered only while expanded. */
  actions(): ReactNode;
}

/**
 * A list row that expands to show its actions underneath. The whole row toggles on click; keyboard users
 * reach the same toggle as the name's button (a table row may not carry aria-expanded itself), where
 * Enter and Space press it.
 */
export function ExpandableRow({
  rowId,
  name,
  nameAdornment,
  cells,
  columnCount,
  expanded,
  onToggle,
  actionsLabel,
  actions,
}: TExpandableRowProps) {
  const actionsId = `${rowId}-actions`;
  return (
    <>
      <TableRow
        hover
        onClick={onToggle}
        selected={expanded}
        sx={{ cursor: 'pointer', '& > td': expanded ? { borderBottom: 0 } : undefined }}
      >
        <TableCell sx={{ fontWeight: 600 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ButtonBase
              aria-expanded={expanded}
              aria-controls={expanded ? actionsId : undefined}
              sx={{
                gap: 1,
                font: 'inherit',
                textAlign: 'left',
                borderRadius: 1,
                px: 0.5,
                mx: -0.5,
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              {expanded ? (
                <ExpandLess fontSize="small" aria-hidden />
              ) : (
                <ExpandMore fontSize="small" aria-hidden />
              )}
              <span>{name}</span>
            </ButtonBase>
            {nameAdornment}
          </Stack>
        </TableCell>
        {cells}
      </TableRow>
      {expanded && (
        <TableRow id={actionsId} selected>
          <TableCell colSpan={columnCount} sx={{ pt: 0.5, pb: 2 }}>
            <Box role="group" aria-label={actionsLabel}>
              {actions()}
            </Box>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
