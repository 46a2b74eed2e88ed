import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { mesRoundSentences, type TPublicBallotResults } from '@commonpurse/domain/public';
import { RESULTS_LABELS as L } from './labels.ts';

/** The published outcome: every project (funded first) and, for MES, its rounds in plain language. */
export function ResultsTable({
  results,
  money,
  points,
}: {
  results: TPublicBallotResults;
  money(amount: number): string;
  points: boolean;
}) {
  const sentences = mesRoundSentences(results, money);
  return (
    <>
      <Typography>{L.funds(money(results.funds_used), money(results.funds))}</Typography>
      <Table size="small" aria-label={L.tableCaption}>
        <TableHead>
          <TableRow>
            <TableCell>{L.columns.project}</TableCell>
            <TableCell align="right">{L.columns.cost}</TableCell>
            <TableCell align="right">{L.columns.votes}</TableCell>
            {points && <TableCell align="right">{L.columns.points}</TableCell>}
            <TableCell>{L.columns.funded}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {results.projects.map((project) => (
            <TableRow key={project.id} sx={project.funded ? { '& td': { fontWeight: 600 } } : undefined}>
              <TableCell>{project.name}</TableCell>
              <TableCell align="right">{money(project.cost)}</TableCell>
              <TableCell align="right">{project.votes.toLocaleString('en-US')}</TableCell>
              {points && <TableCell align="right">{(project.points ?? 0).toLocaleString('en-US')}</TableCell>}
              <TableCell>{project.funded ? L.yes : L.no}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {sentences.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
            {L.mesTitle}
          </Typography>
          <Typography component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
            {sentences.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </Typography>
        </>
      )}
    </>
  );
}
