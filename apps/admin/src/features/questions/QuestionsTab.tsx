import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  QUESTION_LABELS as D,
  QUESTION_MESSAGES as M,
  exitTableRows,
  UPGRADE_TOOLTIP,
  type TQuestionDisplayType,
  type TQuestionView,
} from '@commonpurse/domain';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import { byDisplayOrder, childrenOf } from '@/editor-kit/children-cache.ts';
import { CustomSettings } from './CustomSettings.tsx';
import { QUESTIONS_TAB_LABELS as L } from './labels.ts';
import { QuestionDialog, type TQuestionDialogTarget } from './QuestionDialog.tsx';
import { QuestionTable, type TQuestionTableRow } from './QuestionTable.tsx';
import { useQuestionActions } from './useQuestionActions.ts';

/**
 * The Exit / Entry tab (spec 1 "Exit (demographics) tab"): the entry and exit question tables, the
 * question dialog, and the Custom Settings (Drop-a-Pin, entry and exit screen texts).
 */
export default function QuestionsTab() {
  const { simulation, capabilities } = useEditor();
  const actions = useQuestionActions();
  const [dialog, setDialog] = useState<TQuestionDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<TQuestionView | null>(null);
  const [busy, setBusy] = useState(false);

  const questions = childrenOf(simulation, 'demographics');
  const entryRows = useMemo<TQuestionTableRow[]>(
    () =>
      questions
        .filter((q) => q.display_type === 'entry')
        .sort(byDisplayOrder)
        .map((question, index) => ({ question, number: index + 1, repeated: false })),
    [questions],
  );
  const exitRows = useMemo(() => exitTableRows(questions), [questions]);
  // Without custom entry questions the entry table shows only to tidy up questions made before.
  const showEntry = capabilities.custom_entry_questions || entryRows.length > 0;

  /** Creating, or changing a custom question's content, needs custom questions (entry: also custom entry questions). */
  const contentRefusal = (table: TQuestionDisplayType) =>
    !capabilities.custom_demographics || (table === 'entry' && !capabilities.custom_entry_questions)
      ? UPGRADE_TOOLTIP
      : null;
  const editRefusal = (q: TQuestionView) =>
    q.is_default ? M.defaultNotEditable : contentRefusal(q.display_type);
  const deleteRefusal = (q: TQuestionView) => (q.is_default ? M.defaultNotDeletable : null);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    const refused = await actions.remove(deleting.id);
    setBusy(false);
    if (!refused) setDeleting(null);
  };

  const tableProps = (table: TQuestionDisplayType, rows: TQuestionTableRow[]) => ({
    table,
    rows,
    createRefusal: contentRefusal(table),
    editRefusal,
    deleteRefusal,
    onCreate: () => setDialog({ table }),
    onEdit: (question: TQuestionView) => setDialog({ table, question }),
    onDelete: setDeleting,
    onFlags: (question: TQuestionView, flags: Parameters<typeof actions.setFlags>[1]) =>
      void actions.setFlags(question, flags),
    onReorder: (ids: number[]) => void actions.reorder(ids),
  });

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{L.intro}</Typography>
      {showEntry && <QuestionTable {...tableProps('entry', entryRows)} />}
      <QuestionTable {...tableProps('exit', exitRows)} />
      {questions.some((q) => q.is_default) && (
        <Typography variant="body2" color="text.secondary">
          {D.translationNote}
        </Typography>
      )}
      <CustomSettings />

      <QuestionDialog target={dialog} actions={actions} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={M.deleteTitle}
        confirmLabel={M.deleteConfirm}
        confirmColor="error"
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        {deleting ? L.deleteBody(deleting.name) : ''}
      </ConfirmDialog>
    </Stack>
  );
}
