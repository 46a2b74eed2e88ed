import { useId } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import {
  QUESTION_LABELS as D,
  QUESTION_MESSAGES as M,
  type TQuestionDisplayType,
  type TQuestionView,
} from '@commonpurse/domain';
import { TooltipButton } from '@/ui/TooltipButton.tsx';
import { visuallyHidden } from '@/ui/visually-hidden.ts';
import { QUESTIONS_TAB_LABELS as L } from './labels.ts';
import { QuestionRow, RepeatedQuestionRow } from './QuestionRow.tsx';
import { SortableRows } from '@/editor-kit/SortableRows.tsx';
import type { TQuestionFlags } from './useQuestionActions.ts';

export interface TQuestionTableRow {
  question: TQuestionView;
  number: number;
  /** An entry question repeated on exit (exit table only): shown, not ordered or edited here. */
  repeated: boolean;
}

export interface TQuestionTableProps {
  table: TQuestionDisplayType;
  rows: TQuestionTableRow[];
  /** Why Create Question is not available (the upgrade tooltip), or null. */
  createRefusal: string | null;
  editRefusal(question: TQuestionView): string | null;
  deleteRefusal(question: TQuestionView): string | null;
  onCreate(): void;
  onEdit(question: TQuestionView): void;
  onDelete(question: TQuestionView): void;
  onFlags(question: TQuestionView, flags: TQuestionFlags): void;
  onReorder(ids: number[]): void;
}

/** The Entry Questions or Exit Questions table (spec 1 "Exit (demographics) tab"). */
export function QuestionTable(props: TQuestionTableProps) {
  const { table, rows, createRefusal } = props;
  const headingId = useId();
  const title = table === 'entry' ? D.entryTable : D.exitTable;
  const own = rows.filter((row) => !row.repeated);
  const ids = own.map((row) => row.question.id);
  const columns = table === 'entry' ? 7 : 6;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography id={headingId} variant="h3" component="h3">
          {title}
        </Typography>
        {createRefusal ? (
          <TooltipButton tooltip={createRefusal} disabled variant="contained" startIcon={<Add />}>
            {D.createQuestion}
          </TooltipButton>
        ) : (
          <Button variant="contained" startIcon={<Add />} onClick={props.onCreate}>
            {D.createQuestion}
          </Button>
        )}
      </Stack>
      <SortableRows
        ids={ids}
        nameOf={(id) => own.find((row) => row.question.id === id)?.question.name ?? ''}
        instructions={L.dragInstructions}
        onReorder={props.onReorder}
      >
        <TableContainer>
          <Table size="small">
            <caption style={visuallyHidden}>{L.tableCaption(title)}</caption>
            <TableHead>
              <TableRow>
                <TableCell>{D.columns.order}</TableCell>
                <TableCell>{D.columns.question}</TableCell>
                <TableCell>{D.columns.type}</TableCell>
                <TableCell align="center">{D.columns.include}</TableCell>
                <TableCell align="center">{D.columns.required}</TableCell>
                {table === 'entry' && <TableCell align="center">{D.columns.repeatOnExit}</TableCell>}
                <TableCell align="right">
                  <span style={visuallyHidden}>{L.actions}</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(({ question, number, repeated }) =>
                repeated ? (
                  <RepeatedQuestionRow key={`repeated-${question.id}`} question={question} number={number} />
                ) : (
                  <QuestionRow
                    key={question.id}
                    table={table}
                    question={question}
                    number={number}
                    editRefusal={props.editRefusal(question)}
                    deleteRefusal={props.deleteRefusal(question)}
                    onFlags={props.onFlags}
                    onEdit={props.onEdit}
                    onDelete={props.onDelete}
                  />
                ),
              )}
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns}>
                    <Typography color="text.secondary" sx={{ py: 1 }}>
                      {table === 'entry' ? M.noEntryQuestions : M.noExitQuestions}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </SortableRows>
    </Paper>
  );
}
