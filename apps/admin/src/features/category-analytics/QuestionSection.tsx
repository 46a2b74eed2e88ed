import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ITEM_ANALYTICS_LABELS, type TSubcategoryAnalytics } from '@commonpurse/domain/analytics';
import { ReportDownloadButton } from '@/ui/ReportDownloadButton.tsx';
import { count, percent } from './format.ts';
import { PieChartFigure } from './PieChartFigure.tsx';

const Q = ITEM_ANALYTICS_LABELS.question;

/** A multiple-choice scenario question: its text, the responses submitted and clicked, two pies. */
export function QuestionSection({ data, budgetId }: { data: TSubcategoryAnalytics; budgetId: number }) {
  const options = data.question_options;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h3" component="h2">
          {Q.title}
        </Typography>
        <ReportDownloadButton
          target={{
            budgetId,
            categoryId: data.category_id,
            subcategoryId: data.id,
            report: 'question_options',
          }}
          label={Q.report}
        />
      </Stack>
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
        <PieChartFigure
          title={Q.submittedPie}
          slices={options.map((o) => ({
            label: o.title,
            count: o.submitted_count,
            percentage: o.submitted_percentage,
          }))}
        />
        <PieChartFigure
          title={Q.clickedPie}
          slices={options.map((o) => ({
            label: o.title,
            count: o.clicked_count,
            percentage: o.clicked_percentage,
          }))}
        />
      </Stack>
    </Paper>
  );
}
