import { useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { PB_RESULTS_LABELS as L, type TPbResults } from '@commonpurse/domain/analytics';
import { PageLoading } from '@/ui/PageLoading.tsx';
import { usePbResults } from './api.ts';
import { CategoryTable } from './CategoryTable.tsx';
import { CondorcetSection } from './CondorcetSection.tsx';
import { moneyFormat } from './format.ts';
import { IrvRounds } from './IrvRounds.tsx';
import { MesSection } from './MesSection.tsx';
import { MetricCards } from './MetricCards.tsx';
import { RankHeatmap } from './RankHeatmap.tsx';
import { SelectionSummary } from './SelectionSummary.tsx';
import { useSelection } from './useSelection.ts';
import { VoteTotals } from './VoteTotals.tsx';

/** The tabs of spec 2 ("popular, weighted, instant-runoff, ranked and Condorcet") and our MES tab. */
export const PB_TABS = ['popular', 'weighted', 'instant-runoff', 'ranked', 'condorcet', 'mes'] as const;
type TPbTab = (typeof PB_TABS)[number];

/** PB results of a prioritization: cards, the counting tabs, the selection's consensus, top categories. */
export default function PbResultsPanel({ budgetId }: { budgetId: number }) {
  const results = usePbResults(budgetId);
  if (results.isError) return <Alert severity="error">{L.loadFailed}</Alert>;
  if (!results.data) return <PageLoading />;
  return <Results pb={results.data} />;
}

function Results({ pb }: { pb: TPbResults }) {
  const [tab, setTab] = useState<TPbTab>('popular');
  const selection = useSelection();
  const money = useMemo(() => moneyFormat(pb.customizations), [pb.customizations]);
  const names = useMemo(() => new Map(pb.projects.map((p) => [p.sc_id, p.name])), [pb.projects]);

  const content: Record<TPbTab, () => ReactNode> = {
    popular: () => <VoteTotals kind="popular" counts={pb.vote_counts} money={money} selection={selection} />,
    weighted: () => (
      <VoteTotals kind="weighted" counts={pb.vote_counts} money={money} selection={selection} />
    ),
    'instant-runoff': () => (
      <IrvRounds rounds={pb.ir_tabulations} names={names} money={money} selection={selection} />
    ),
    ranked: () => <RankHeatmap rows={pb.votes_by_rank} selection={selection} />,
    condorcet: () => <CondorcetSection budgetId={pb.budget_id} selection={selection} />,
    mes: () => <MesSection pb={pb} money={money} />,
  };

  return (
    <Box className="pb-results">
      <MetricCards pageviews={pb.pageviews} submissions={pb.submission_count} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Tabs
          value={tab}
          onChange={(_, next: TPbTab) => setTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={L.tabsLabel}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {PB_TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={L.tabs[name]}
              id={`pb-tab-${name}`}
              aria-controls="pb-tabpanel"
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id="pb-tabpanel" aria-labelledby={`pb-tab-${tab}`}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
            {L.sections[tab]}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {L.sectionHelp[tab]}
          </Typography>
          {pb.submission_count === 0 && tab !== 'mes' ? (
            <Typography>{L.noBallots}</Typography>
          ) : (
            content[tab]()
          )}
        </Box>
      </Paper>
      <SelectionSummary
        budgetId={pb.budget_id}
        projects={pb.projects}
        funds={pb.funds}
        money={money}
        selection={selection}
      />
      <CategoryTable categories={pb.categories} />
    </Box>
  );
}
