import { useId, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { IMPACT_LABELS as F, IMPACT_MESSAGES as M, type TImpactView } from '@commonpurse/domain';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import { byDisplayOrder, childrenOf } from '@/editor-kit/children-cache.ts';
import { ImpactDialog } from './ImpactDialog.tsx';
import { ImpactsMarketing } from './ImpactsMarketing.tsx';
import { ImpactTable } from './ImpactTable.tsx';
import { IMPACT_TAB_LABELS as L } from './labels.ts';
import { MultipliersDialog } from './MultipliersDialog.tsx';
import { useImpactActions } from './useImpactActions.ts';

/** The Impacts tab (spec 1 "Impacts tab"); the marketing placeholder when the plan has no impacts. */
export default function ImpactsTab() {
  const { capabilities } = useEditor();
  return capabilities.impacts_enabled ? <ImpactsEditor /> : <ImpactsMarketing />;
}

function ImpactsEditor() {
  const { simulation } = useEditor();
  const headingId = useId();
  const actions = useImpactActions();
  const impacts = useMemo(() => childrenOf(simulation, 'impacts').slice().sort(byDisplayOrder), [simulation]);
  const [editing, setEditing] = useState<'new' | TImpactView | null>(null);
  const [calculating, setCalculating] = useState<TImpactView | null>(null);
  const [deleting, setDeleting] = useState<TImpactView | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    const refused = await actions.remove(deleting.id);
    setBusy(false);
    if (!refused) setDeleting(null);
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={headingId} variant="h3" component="h3">
            {F.tab}
          </Typography>
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            {L.create}
          </Button>
        </Stack>
        <Typography color="text.secondary">{F.intro}</Typography>
        <ImpactTable
          impacts={impacts}
          onEdit={setEditing}
          onMultipliers={setCalculating}
          onDelete={setDeleting}
          onReorder={(ids) => void actions.reorder(ids)}
        />
      </Stack>

      <ImpactDialog target={editing} actions={actions} onClose={() => setEditing(null)} />
      <MultipliersDialog impact={calculating} onClose={() => setCalculating(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={M.deleteTitle}
        confirmLabel={L.deleteConfirm}
        confirmColor="error"
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        {deleting ? L.deleteBody(deleting.name) : ''}
      </ConfirmDialog>
    </Paper>
  );
}
