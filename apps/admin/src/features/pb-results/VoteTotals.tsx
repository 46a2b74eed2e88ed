import { PB_RESULTS_LABELS as L, type TPbVoteCount } from '@commonpurse/domain/analytics';
import type { TMoney } from './format.ts';
import { percent, votes } from './format.ts';
import { ProjectTable } from './ProjectTable.tsx';
import type { TSelection } from './useSelection.ts';
import VoteChart from './VoteChart.tsx';

interface TVoteTotalsProps {
  kind: 'popular' | 'weighted';
  counts: readonly TPbVoteCount[];
  money: TMoney;
  selection: TSelection;
}

/** Vote Totals (Unweighted) or (Weighted): a bar chart and the table it stands for, most votes first. */
export function VoteTotals({ kind, counts, money, selection }: TVoteTotalsProps) {
  const weighted = kind === 'weighted';
  const value = (row: TPbVoteCount) => (weighted ? row.weighted : row.count);
  const rows = [...counts].sort((a, b) => value(b) - value(a));
  return (
    <>
      <VoteChart
        rows={rows.map((row) => ({ name: row.name, value: value(row) }))}
        label={L.chartAlt(L.sections[kind])}
        format={votes}
      />
      <ProjectTable
        caption={L.sections[kind]}
        rows={rows}
        selection={selection}
        columns={[
          { header: L.columns.amount, numeric: true, cell: (row) => money(row.amount) },
          {
            header: weighted ? L.columns.weighted : L.columns.votes,
            numeric: true,
            cell: (row) => votes(value(row)),
          },
          {
            header: L.columns.percent,
            numeric: true,
            cell: (row) => percent(weighted ? row.weighted_percent : row.vote_percent),
          },
        ]}
      />
    </>
  );
}
