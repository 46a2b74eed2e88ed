import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@/ui/visually-hidden.ts';

export interface TFigureTableProps {
  caption: string;
  /** The first names the rows; the others hold figures (right-aligned). */
  columns: readonly string[];
  /** Each row's first cell is its header. */
  rows: readonly (readonly string[])[];
  /** A chart's text alternative: read by screen readers, not shown. */
  hidden?: boolean;
}

const shownSx = {
  mb: 1,
  '& caption': { captionSide: 'top', px: 0, pt: 0, pb: 0.5, color: 'text.secondary' },
} as const;

/** A small table of figures with its caption and headers. */
export function FigureTable({ caption, columns, rows, hidden = false }: TFigureTableProps) {
  return (
    <Table size="small" sx={hidden ? visuallyHidden : shownSx}>
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          {columns.map((column, index) => (
            <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([head, ...cells], index) => (
          <TableRow key={`${head}-${index}`}>
            <TableCell component="th" scope="row">
              {head}
            </TableCell>
            {cells.map((cell, column) => (
              <TableCell key={column} align="right">
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
