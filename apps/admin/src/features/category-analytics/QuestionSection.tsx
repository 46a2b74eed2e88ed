import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ITEM_ANALYTICS_LABELS, type TSubcategoryAnalytics } from '@commonpurse/domain/analytics';
import { SectionHeader } from './SectionHeader.tsx';
import { count, percent } from './format.ts';
import { PieChartFigure, type TPieSlice } from './PieChartFigure.tsx';

const Q = ITEM_ANALYTICS_LABELS.question;

type TOption = TSubcategoryAnalytics['question_options'][number];
const submitted = (o: TOption): TPieSlice => ({
  label: o.title,
  count: o.submitted_count,
  percentage: o.submitted_percentage,
});
const clicked = (o: TOption): TPieSlice => ({
  label: o.title,
  count: o.clicked_count,
  percentage: o.clicked_percentage,
});

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
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 3, mt: 2 }}>
        <PieChartFigure title={Q.submittedPie} slices={options.map(submitted)} />
        <PieChartFigure title={Q.clickedPie} slices={options.map(clicked)} />
      </Stack>
    </Paper>
  );
}
