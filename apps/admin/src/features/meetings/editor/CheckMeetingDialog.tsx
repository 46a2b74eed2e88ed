import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MEETING_MESSAGES as M, type TMeetingView } from '@commonpurse/domain';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { CHECK_LABELS as L, EDITOR_LABELS } from '../labels.ts';
import type { TSelectedCategory } from './selection.ts';

export interface TCheckMeetingDialogProps {
  open: boolean;
  meeting: TMeetingView;
  /** Null: the whole budget; otherwise the selected items by category. */
  selection: { revenue: TSelectedCategory[]; expenses: TSelectedCategory[] } | null;
  onConfirm(): void;
  onClose(): void;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {term}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

function SelectedList({ title, categories }: { title: string; categories: TSelectedCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <Box component="li">
      {title}
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {categories.map((c) => (
          <li key={c.id}>
            {c.name}: {c.items.join(', ')}
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * 'Check Your Meeting' (spec 2 "Meeting editor"; content decided in 0472): before saving, what residents
 * will see: the meeting, its simulation, the whole budget or the selected items, and where they join.
 */
export function CheckMeetingDialog({
  open,
  meeting,
  selection,
  onConfirm,
  onClose,
}: TCheckMeetingDialogProps) {
  const count = selection
    ? [...selection.revenue, ...selection.expenses].reduce((n, c) => n + c.items.length, 0)
    : 0;
  return (
    <ConfirmDialog
      open={open}
      title={M.checkTitle}
      confirmLabel={L.confirm}
      cancelLabel={L.cancel}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Typography sx={{ mb: 2 }}>{L.intro}</Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        <Row term={L.name}>{meeting.name}</Row>
        <Row term={L.simulation}>{meeting.budget?.name ?? meeting.budget_name}</Row>
        <Row term={L.location}>{meeting.location || L.none}</Row>
        <Row term={L.description}>{meeting.description || L.none}</Row>
        <Row term={L.content}>
          {selection ? (
            <>
              {L.itemCount(count)}
              <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
                <SelectedList title={EDITOR_LABELS.revenue} categories={selection.revenue} />
                <SelectedList title={EDITOR_LABELS.expenses} categories={selection.expenses} />
              </Box>
            </>
          ) : (
            L.wholeBudget
          )}
        </Row>
        <Row term={L.joinAt}>{meeting.public_url}</Row>
      </Box>
    </ConfirmDialog>
  );
}
