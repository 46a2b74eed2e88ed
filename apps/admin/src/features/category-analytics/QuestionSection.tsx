import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  ITEM_ANALYTICS_LABELS,
  type TPieSlice,
  type TSubcategoryAnalytics,
} from '@commonpurse/domain/analytics';
import { CHART_LABELS } from '@/ui/charts/labels.ts';
import { LabelledPie } from '@/ui/charts/LabelledPie.tsx';
import { chartGrid } from '@/ui/charts/ChartCard.tsx';
import { SectionHeader } from './SectionHeader.tsx';
import { count, percent } from './format.ts';

const Q = ITEM_ANALYTICS_LABELS.question;

type TOption = TSubcategoryAnalytics['question_options'][number];

/** The options answered (or clicked) at least once, as pie slices; a pie cannot show the others. */
const slicesOf = (options: readonly TOption[], of: 'submitted' | 'clicked'): TPieSlice[] =>
  options
    .map((o) => ({ label: o.title, amount: o[`${of}_count`], percentage: o[`${of}_percentage`] ?? 0 }))
    .filter((slice) => slice.amount > 0);

/** A multiple-choice scenario question: its text, the responses submitted and clicked, two pies. */
export function QuestionSection({ data, budgetId }: { data: TSubcategoryAnalytics; budgetId: number }) {
  const options = data.question_options;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <SectionHeader
        title={Q.title}
        report={{
          budgetId,
          categoryId: data.category_id,
          subcategoryId: data.id,
          report: 'question_options',
        }}
        label={Q.report}
      />
      <Typography sx={{ mb: 2 }}>{data.custom_question_text}</Typography>
      <div style={{ overflowX: 'auto' }}>
        <Table size="small">
          <caption>{Q.caption}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{Q.option}</TableCell>
              <TableCell align="right">{Q.submittedCount}</TableCell>
              <TableCell align="right">{Q.submittedPercent}</TableCell>
              <TableCell align="right">{Q.clickedCount}</TableCell>
              <TableCell align="right">{Q.clickedPercent}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {options.map((o) => (
              <TableRow key={o.id}>
                <TableCell component="th" scope="row">
                  {o.title}
                </TableCell>
                <TableCell align="right">{count(o.submitted_count)}</TableCell>
                <TableCell align="right">{percent(o.submitted_percentage)}</TableCell>
                <TableCell align="right">{count(o.clicked_count)}</TableCell>
                <TableCell align="right">{percent(o.clicked_percentage)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <Box sx={{ ...chartGrid(280), mt: 2 }}>
        <LabelledPie
          title={Q.submittedPie}
          slices={slicesOf(options, 'submitted')}
          amountHeader={CHART_LABELS.counts.answers}
          headingLevel="h3"
        />
        <LabelledPie
          title={Q.clickedPie}
          slices={slicesOf(options, 'clicked')}
          amountHeader={CHART_LABELS.counts.clicks}
          headingLevel="h3"
        />
      </Box>
    </Paper>
  );
}
