import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { TQuestionDisplayType, TQuestionView } from '@commonpurse/domain';
import { QUESTIONS_TAB_LABELS as L } from './labels.ts';
import { RowAction } from '@/editor-kit/RowAction.tsx';
import { DragHandle, useSortableRow, type TRowHandle } from '@/editor-kit/SortableRows.tsx';
import type { TQuestionFlags } from './useQuestionActions.ts';

export interface TQuestionRowProps {
  table: TQuestionDisplayType;
  question: TQuestionView;
  number: number;
  /** Why the question cannot be edited or deleted here, or null. */
  editRefusal: string | null;
  deleteRefusal: string | null;
  onFlags(question: TQuestionView, flags: TQuestionFlags): void;
  onEdit(question: TQuestionView): void;
  onDelete(question: TQuestionView): void;
}

/** The cells of a question row; a repeated row (an entry question asked again on exit) is read-only. */
function QuestionCells({
  table,
  question,
  number,
  handle,
  actions,
}: {
  table: TQuestionDisplayType;
  question: TQuestionView;
  number: number;
  handle?: TRowHandle;
  actions?: Omit<TQuestionRowProps, 'table' | 'question' | 'number'>;
}) {
  const readOnly = actions === undefined;
  const flag = (field: keyof TQuestionFlags, label: string, disabled = false) => (
    <TableCell padding="checkbox" align="center">
      <Checkbox
        checked={question[field]}
        disabled={readOnly || disabled}
        onChange={(_event, checked) => actions?.onFlags(question, { [field]: checked })}
        slotProps={{ input: { 'aria-label': label } }}
      />
    </TableCell>
  );
  return (
    <>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          {handle ? <DragHandle {...handle} label={L.drag(question.name)} /> : <Box sx={{ width: 34 }} />}
          {number}
        </Box>
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {question.name}
        {question.is_default && (
          <Chip size="small" label={L.standardChip} variant="outlined" sx={{ ml: 1 }} />
        )}
        {readOnly && (
          <Chip
            size="small"
            label={L.repeatedChip}
            title={L.repeatedHelp}
            variant="outlined"
            sx={{ ml: 1 }}
          />
        )}
      </TableCell>
      <TableCell>{L.types[question.type]}</TableCell>
      {flag('is_enabled', L.include(question.name))}
      {flag('is_required', L.required(question.name), !question.is_enabled)}
      {table === 'entry' && flag('ask_on_exit', L.repeat(question.name))}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {actions && (
          <>
            <RowAction
              label={L.edit(question.name)}
              icon={<EditOutlined />}
              refusal={actions.editRefusal}
              onClick={() => actions.onEdit(question)}
            />
            <RowAction
              label={L.remove(question.name)}
              icon={<DeleteOutline />}
              refusal={actions.deleteRefusal}
              onClick={() => actions.onDelete(question)}
            />
          </>
        )}
      </TableCell>
    </>
  );
}

/** A question of its own table: dragged by its handle, flags saved on change. */
export function QuestionRow({ table, question, number, ...actions }: TQuestionRowProps) {
  const { setRowNode, style, isDragging, setActivator, attributes, listeners } = useSortableRow(question.id);
  return (
    <TableRow ref={setRowNode} style={style} data-testid={`question-${question.id}`} selected={isDragging}>
      <QuestionCells
        table={table}
        question={question}
        number={number}
        handle={{ setActivator, attributes, listeners }}
        actions={actions}
      />
    </TableRow>
  );
}

/** An entry question repeated on exit, shown disabled at the top of the exit table. */
export function RepeatedQuestionRow({ question, number }: { question: TQuestionView; number: number }) {
  return (
    <TableRow data-testid={`repeated-${question.id}`} sx={{ '& td': { color: 'text.secondary' } }}>
      <QuestionCells table="exit" question={question} number={number} />
    </TableRow>
  );
}
