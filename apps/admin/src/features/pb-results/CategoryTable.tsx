import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  PB_RESULTS_LABELS as L,
  RANKED_CATEGORY_ROWS,
  type TPbCategory,
} from '@commonpurse/domain/analytics';
import { votes } from './format.ts';

/** The ranked category table: the top 3 categories by their projects' votes. */
export function CategoryTable({ categories }: { categories: readonly TPbCategory[] }) {
  return (
    <section aria-labelledby="pb-categories">
      <Typography id="pb-categories" variant="h3" sx={{ fontSize: '1.1rem', mt: 3, mb: 1 }}>
        {L.categoriesTitle}
      </Typography>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>{L.categoriesCaption}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{L.columns.category}</TableCell>
            <TableCell align="right">{L.columns.votes}</TableCell>
            <TableCell align="right">{L.columns.weighted}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.slice(0, RANKED_CATEGORY_ROWS).map((category) => (
            <TableRow key={category.id}>
              <TableCell component="th" scope="row">
                {category.name}
              </TableCell>
              <TableCell align="right">{votes(category.count)}</TableCell>
              <TableCell align="right">{votes(category.weighted)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
