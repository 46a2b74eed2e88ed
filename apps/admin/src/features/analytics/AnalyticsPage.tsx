import type { ComponentType, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { DASHBOARD_EMPTY_MESSAGE } from '@commonpurse/domain';
import { simulationLabel } from '@commonpurse/domain/analytics';
import { useCurrentUser } from '@/session/current-user.tsx';
import { AnalyticsMarketing } from '@/ui/AnalyticsMarketing.tsx';
import { PageLoading } from '@/ui/PageLoading.tsx';
import { HelpButton } from '@/ui/help/HelpButton.tsx';
import { useAnalyticsBudgets } from '@/api/analytics-budgets.ts';
import { ANALYTICS_LABELS as L } from './labels.ts';
import { defaultSelection, selectable } from './selection.ts';

export interface TAnalyticsPanels {
  /** A prioritization's PB results (the app composes it: features do not import each other). */
  pb: ComponentType<{ budgetId: number }>;
  /** A budget simulation's analytics. */
  simulation: ComponentType<{ budgetId: number }>;
}

const routeIdOf = (raw: string | undefined) => {
  const id = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(id) ? id : null;
};

/** The screen's top row: the simulation selector (when there is a choice) and the Analytics help. */
function TopRow({ selector }: { selector?: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      {selector ?? <span />}
      <Box sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
        <HelpButton topic="analytics" />
      </Box>
    </Stack>
  );
}

/**
 * /analytics/{id?}: the simulation selector (New left out; the route's id, else the first Active, else
 * the first) and the selected one's analytics. Without the analytics capability: the marketing panel.
 * The Analytics help is there in every state.
 */
export default function AnalyticsPage({ panels }: { panels: TAnalyticsPanels }) {
  const { client } = useCurrentUser();
  const enabled = client.capabilities.analytics;
  const budgets = useAnalyticsBudgets(enabled);
  const navigate = useNavigate();
  const routeId = routeIdOf(useParams().id);

  const page = (body: ReactNode, selector?: ReactNode) => (
    <Stack spacing={3}>
      <TopRow selector={selector} />
      {body}
    </Stack>
  );

  if (!enabled) return page(<AnalyticsMarketing />);
  if (budgets.isError) return page(<Alert severity="error">{L.loadFailed}</Alert>);
  if (!budgets.data) return page(<PageLoading />);
  const list = selectable(budgets.data);
  const selected = defaultSelection(list, routeId);
  if (!selected)
    return page(
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
        <Typography>{DASHBOARD_EMPTY_MESSAGE}</Typography>
      </Paper>,
    );

  const Panel = selected.is_pb ? panels.pb : panels.simulation;
  return page(
    <Panel key={selected.id} budgetId={selected.id} />,
    <TextField
      select
      label={L.selector}
      value={selected.id}
      onChange={(event) => void navigate(`/analytics/${event.target.value}`)}
      sx={{ maxWidth: 480, flexGrow: 1 }}
    >
      {list.map((budget) => (
        <MenuItem key={budget.id} value={budget.id}>
          {simulationLabel(budget.name)}
          {budget.is_pb && L.prioritizationSuffix}
        </MenuItem>
      ))}
    </TextField>,
  );
}
