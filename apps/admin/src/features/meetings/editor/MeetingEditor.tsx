import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { MEETING_MESSAGES as M, type TMeetingView, ZMeetingName } from '@commonpurse/domain';
import { InlineName } from '@/editor-kit/InlineName.tsx';
import { useLeaveGuard } from '@/editor-kit/useLeaveGuard.tsx';
import { HelpButton } from '@/ui/help/HelpButton.tsx';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { SaveIndicator } from '@/ui/SaveIndicator.tsx';
import { mergeMeeting, patchMeeting, useMeetingStructure } from '../api.ts';
import { EDITOR_LABELS as L, NO_CATEGORIES_LABELS } from '../labels.ts';
import { meetingEditorPath, simulationMeetingsPath } from '../rules.ts';
import { CheckMeetingDialog } from './CheckMeetingDialog.tsx';
import { GeneralInfo } from './GeneralInfo.tsx';
import { categoriesToSave, sameIds, selectionSummary, type TMeetingStructure } from './selection.ts';
import { useMeetingSaver } from './useMeetingSaver.ts';

type TDialog = 'no-categories' | 'check' | null;

/** What Save would send as `categories` (before the simulation's items load: the selection as it is). */
function toSave(whole: boolean, structure: TMeetingStructure | undefined, selected: ReadonlySet<number>) {
  if (structure) return categoriesToSave(whole, structure, selected);
  return whole ? [] : [...selected];
}

/**
 * The meeting editor (spec 2 "Meeting editor", sections 4 and 8): name, location and description save on
 * their own; Save keeps the whole budget or the selected items after 'No Categories Selected' (when
 * nothing is selected) and 'Check Your Meeting', then returns to the simulation's Meetings tab.
 */
export function MeetingEditor({ meeting }: { meeting: TMeetingView }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const saver = useMeetingSaver(meeting.id);
  const structureQuery = useMeetingStructure(meeting.budget_id);
  const structure = structureQuery.data
    ? { revenue: structureQuery.data.revenue ?? [], expenses: structureQuery.data.expenses ?? [] }
    : undefined;
  const [wholeBudget, setWholeBudget] = useState(meeting.categories.length === 0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set(meeting.categories));
  const [dialog, setDialog] = useState<TDialog>(null);
  const { setUnsaved, release, dialog: leaveDialog } = useLeaveGuard(meetingEditorPath(meeting.id), L.leave);

  const categories = toSave(wholeBudget, structure, selected);
  const unsaved = !sameIds(categories, meeting.categories);
  useEffect(() => setUnsaved('categories', unsaved), [unsaved, setUnsaved]);

  const requestSave = () => {
    notify.clearError();
    // Without the simulation's items the selection cannot be checked: the whole budget still can be.
    if (!wholeBudget && !structure) notify.error(L.structureFailed);
    else setDialog(!wholeBudget && categories.length === 0 ? 'no-categories' : 'check');
  };
  const switchToWholeBudget = () => {
    setWholeBudget(true);
    setDialog('check');
  };
  const save = async () => {
    setDialog(null);
    try {
      const saved = await notify.withLoading(saver.track(patchMeeting(meeting.id, { categories })));
      mergeMeeting(queryClient, saved);
      notify.success(M.saved);
      release();
      void navigate(simulationMeetingsPath(meeting.budget_id));
    } catch {
      notify.error(M.saveFailed);
    }
  };

  return (
    <Stack spacing={2}>
      <Link
        component={RouterLink}
        to={simulationMeetingsPath(meeting.budget_id)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {M.backLink}
      </Link>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <InlineName
          name={meeting.name}
          schema={ZMeetingName}
          onSave={(name) => saver.save({ name })}
          serverError={saver.fieldErrors.name}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <SaveIndicator status={saver.saveStatus} />
          <HelpButton topic="meeting" />
          <Button variant="contained" startIcon={<SaveOutlined />} onClick={requestSave}>
            {L.save}
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value="general" aria-label={L.tabs}>
          <Tab
            value="general"
            label={L.generalInfo}
            id="meeting-tab-general"
            aria-controls="meeting-panel-general"
          />
        </Tabs>
      </Box>
      <Box role="tabpanel" id="meeting-panel-general" aria-labelledby="meeting-tab-general">
        <GeneralInfo
          meeting={meeting}
          save={saver.save}
          fieldErrors={saver.fieldErrors}
          wholeBudget={wholeBudget}
          onWholeBudget={setWholeBudget}
          structure={{ data: structure, failed: structureQuery.isError }}
          selected={selected}
          onSelect={setSelected}
        />
      </Box>
      <ConfirmDialog
        open={dialog === 'no-categories'}
        title={M.noCategoriesTitle}
        confirmLabel={NO_CATEGORIES_LABELS.confirm}
        cancelLabel={NO_CATEGORIES_LABELS.cancel}
        onConfirm={switchToWholeBudget}
        onClose={() => setDialog(null)}
      >
        {NO_CATEGORIES_LABELS.text}
      </ConfirmDialog>
      <CheckMeetingDialog
        open={dialog === 'check'}
        meeting={meeting}
        selection={wholeBudget || !structure ? null : selectionSummary(structure, selected)}
        onConfirm={() => void save()}
        onClose={() => setDialog(null)}
      />
      {leaveDialog}
    </Stack>
  );
}
