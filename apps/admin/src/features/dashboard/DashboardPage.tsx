import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { DASHBOARD_EMPTY_MESSAGE } from '@commonpurse/domain';
import { simulationLabel, type TDashboard } from '@commonpurse/domain/analytics';
import { useCurrentUser } from '@/session/current-user.tsx';
import { AnalyticsMarketing } from '@/ui/AnalyticsMarketing.tsx';
import { CategoryCharts } from '@/ui/charts/CategoryCharts.tsx';
import { MetricPies } from '@/ui/charts/MetricPies.tsx';
import { TopChangesLists } from '@/ui/charts/TopChangesLists.tsx';
import { TopReferrers } from '@/ui/charts/TopReferrers.tsx';
import { PageLoading } from '@/ui/PageLoading.tsx';
import { useDashboard } from './api.ts';
import { DashboardTotals } from './DashboardTotals.tsx';
import { DASHBOARD_LABELS as L } from './labels.ts';
import { PerResident } from './PerResident.tsx';

function EmptyState() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
      <InsightsOutlined sx={{ fontSize: 56, color: 'primary.main', opacity: 0.8 }} aria-hidden />
      <Typography sx={{ mt: 2, mx: 'auto', maxWidth: 560, fontSize: '1.05rem' }}>
        {DASHBOARD_EMPTY_MESSAGE}
      </Typography>
    </Paper>
  );
}

function Toolbar({
  budgets,
  selected,
  onSelect,
}: {
  budgets: TDashboard['budgets'];
  selected: number;
  onSelect: (id: number) => void;
}) {
  return (
    <Stack direction="row" alignItems="center" sx={{ gap: 2, flexWrap: 'wrap' }}>
      <TextField
        select
        label={L.selector}
        value={selected}
        onChange={(event) => onSelect(Number(event.target.value))}
        sx={{ flex: '1 1 280px', maxWidth: 480 }}
      >
        {budgets.map((budget) => (
          <MenuItem key={budget.id} value={budget.id}>
            {simulationLabel(budget.name)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        className="no-print"
        startIcon={<PrintOutlined />}
        onClick={() => window.print()}
      >
        {L.print}
      </Button>
    </Stack>
  );
}

function Dashboard() {
  const [budgetId, setBudgetId] = useState<number | null>(null);
  const dashboard = useDashboard(budgetId);
  if (dashboard.isError) return <Alert severity="error">{L.loadFailed}</Alert>;
  if (!dashboard.data) return <PageLoading />;
  const { budgets, analytics } = dashboard.data;
  if (!analytics) return <EmptyState />;
  return (
    <Stack spacing={3}>
      <Toolbar budgets={budgets} selected={analytics.budget_id} onSelect={setBudgetId} />
      <DashboardTotals data={analytics} />
      <MetricPies data={analytics} />
      <CategoryCharts categories={analytics.categories} />
      <PerResident data={analytics} />
      <TopChangesLists data={analytics} />
      <TopReferrers data={analytics} />
    </Stack>
  );
}

/**
 * /dashboard (spec 2): one simulation's figures at a glance, chosen in the selector (the server's default:
 * the first Active, else the first). Without the analytics capability: the marketing panel instead.
 */
export default function DashboardPage() {
  const { client } = useCurrentUser();
  return client.capabilities.analytics ? <Dashboard /> : <AnalyticsMarketing />;
}
