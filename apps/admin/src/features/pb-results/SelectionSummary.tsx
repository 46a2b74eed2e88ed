import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPercent } from '@commonpurse/domain';
import { PB_RESULTS_LABELS as L, type TPbProject } from '@commonpurse/domain/analytics';
import { usePbHappy } from './api.ts';
import type { TMoney } from './format.ts';
import type { TSelection } from './useSelection.ts';

const S = L.selection;

interface TSelectionSummaryProps {
  budgetId: number;
  projects: readonly TPbProject[];
  funds: number;
  money: TMoney;
  selection: TSelection;
}

/** The ticked projects' total and their consensus (pbhappy): voters, percentage, won at least k. */
export function SelectionSummary({ budgetId, projects, funds, money, selection }: TSelectionSummaryProps) {
  const happy = usePbHappy(budgetId, selection.ids);
  const total = projects.filter((p) => selection.has(p.sc_id)).reduce((sum, p) => sum + p.amount, 0);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pb-selection" sx={{ p: 2, mt: 2 }}>
      <Typography id="pb-selection" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {S.heading}
      </Typography>
      <div aria-live="polite">
        {selection.ids.length === 0 ? (
          <Typography>{S.none}</Typography>
        ) : (
          <>
            <Typography>{S.total(selection.ids.length, money(total), money(funds))}</Typography>
            {happy.data && (
              <>
                <Typography sx={{ fontWeight: 600 }}>
                  {S.consensus(
                    happy.data.voters,
                    happy.data.total_voters,
                    formatPercent(happy.data.percentage),
                  )}
                </Typography>
                <ul style={{ margin: 0 }}>
                  {happy.data.won_at_least.slice(1).map((voters, index) => (
                    <li key={index}>{S.wonAtLeast(index + 1, voters)}</li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </Paper>
  );
}
