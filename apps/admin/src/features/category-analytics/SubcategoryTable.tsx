import { useState } from 'react';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  ANALYTICS_PATHS,
  ITEM_ANALYTICS_LABELS,
  type TCategoryAnalytics,
  type TSubcategoryAnalyticsRow,
} from '@commonpurse/domain/analytics';
import { visuallyHidden } from '@/ui/visually-hidden.ts';
import { SectionHeader } from './SectionHeader.tsx';
import { moneyOrDash as money } from '@/ui/charts/format.ts';
import { count, percent } from './format.ts';
import { sortRows, type TSortDirection } from './sorting.ts';

const L = ITEM_ANALYTICS_LABELS;
const C = L.columns;

type TRow = TSubcategoryAnalyticsRow;

interface TColumn {
  id: keyof typeof C;
  value: (row: TRow) => string | number | null;
  show: (row: TRow) => string;
}

const COLUMNS: TColumn[] = [
  { id: 'name', value: (r) => r.name, show: (r) => r.name },
  { id: 'amount', value: (r) => r.amount, show: (r) => money(r.amount) },
  { id: 'average', value: (r) => r.average_submitted_amount, show: (r) => money(r.average_submitted_amount) },
  { id: 'median', value: (r) => r.median_submitted_amount, show: (r) => money(r.median_submitted_amount) },
  { id: 'min', value: (r) => r.min_submitted_amount, show: (r) => money(r.min_submitted_amount) },
  { id: 'max', value: (r) => r.max_submitted_amount, show: (r) => money(r.max_submitted_amount) },
  {
    id: 'changed',
    value: (r) => r.percent_submissions_changed,
    show: (r) => percent(r.percent_submissions_changed),
  },
  { id: 'increaseClicks', value: (r) => r.increase_clicks, show: (r) => count(r.increase_clicks) },
  { id: 'decreaseClicks', value: (r) => r.decrease_clicks, show: (r) => count(r.decrease_clicks) },
  { id: 'infoClicks', value: (r) => r.info_clicks, show: (r) => count(r.info_clicks) },
  { id: 'detailsClicks', value: (r) => r.details_clicks, show: (r) => count(r.details_clicks) },
];

/** The category's subcategory breakdown: every column sortable, each name a link to its page. */
export function SubcategoryTable({ data, budgetId }: { data: TCategoryAnalytics; budgetId: number }) {
  const [sort, setSort] = useState<{ by: TColumn['id']; direction: TSortDirection } | null>(null);
  const column = COLUMNS.find((c) => c.id === sort?.by);
  const rows =
    sort && column ? sortRows(data.subcategories, column.value, sort.direction) : data.subcategories;
  const toggle = (id: TColumn['id']) =>
    setSort((current) =>
      current?.by === id
        ? { by: id, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { by: id, direction: id === 'name' ? 'asc' : 'desc' },
    );

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <SectionHeader
        title={L.subcategoriesTitle}
        report={{ budgetId, categoryId: data.id, report: 'subcategories' }}
        label={L.subcategoriesReport}
      />
      {rows.length === 0 ? (
        <Typography>{L.none}</Typography>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <Table size="small">
            <caption>{L.subcategoriesCaption}</caption>
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => {
                  const active = sort?.by === c.id;
                  return (
                    <TableCell
                      key={c.id}
                      align={c.id === 'name' ? 'left' : 'right'}
                      sortDirection={active ? sort.direction : false}
                    >
                      <TableSortLabel
                        active={active}
                        direction={active ? sort.direction : 'asc'}
                        onClick={() => toggle(c.id)}
                      >
                        {C[c.id]}
                        {active && <span style={visuallyHidden}> {L.sorted[sort.direction]}</span>}
                      </TableSortLabel>
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  {COLUMNS.map((c) =>
                    c.id === 'name' ? (
                      <TableCell key={c.id} component="th" scope="row">
                        <Link
                          component={RouterLink}
                          to={ANALYTICS_PATHS.subcategory(budgetId, data.id, row.id)}
                        >
                          {row.name}
                        </Link>
                      </TableCell>
                    ) : (
                      <TableCell key={c.id} align="right">
                        {c.show(row)}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </Paper>
  );
}
