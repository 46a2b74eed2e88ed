import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { PB_RESULTS_LABELS as L } from '@commonpurse/domain/analytics';
import { visuallyHidden } from '@/ui/visually-hidden.ts';
import type { TSelection } from './useSelection.ts';

export interface TColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  sx?: (row: Row) => SxProps<Theme>;
}

interface TProjectTableProps<Row extends { sc_id: number; name: string }> {
  caption: string;
  rows: readonly Row[];
  columns: readonly TColumn<Row>[];
  selection: TSelection;
}

/** A table of projects with a checkbox each: every tab selects into the same selection. */
export function ProjectTable<Row extends { sc_id: number; name: string }>({
  caption,
  rows,
  columns,
  selection,
}: TProjectTableProps<Row>) {
  return (
    <TableContainer>
      <Table size="small">
        <caption style={visuallyHidden}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <span style={visuallyHidden}>{L.columns.select}</span>
            </TableCell>
            <TableCell component="th" scope="col">
              {L.columns.project}
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.numeric ? 'right' : 'left'}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.sc_id} hover selected={selection.has(row.sc_id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selection.has(row.sc_id)}
                  onChange={() => selection.toggle(row.sc_id)}
                  slotProps={{ input: { 'aria-label': L.selectProject(row.name) } }}
                />
              </TableCell>
              <TableCell component="th" scope="row">
                {row.name}
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.header}
                  align={column.numeric ? 'right' : 'left'}
                  sx={column.sx?.(row)}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
