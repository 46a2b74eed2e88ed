import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Calculate from '@mui/icons-material/CalculateOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  IMPACT_LABELS as F,
  IMPACT_MESSAGES as M,
  impactTargetLabel,
  type TImpactView,
} from '@commonpurse/domain';
import { visuallyHidden } from '@/ui/visually-hidden.ts';
import { RowAction } from '@/editor-kit/RowAction.tsx';
import { DragHandle, SortableRows, useSortableRow } from '@/editor-kit/SortableRows.tsx';
import { IMPACT_TAB_LABELS as L } from './labels.ts';

export interface TImpactTableProps {
  impacts: TImpactView[];
  onEdit(impact: TImpactView): void;
  onMultipliers(impact: TImpactView): void;
  onDelete(impact: TImpactView): void;
  onReorder(ids: number[]): void;
}

function ImpactRow({
  impact,
  number,
  ...actions
}: { impact: TImpactView; number: number } & Omit<TImpactTableProps, 'impacts' | 'onReorder'>) {
  const { setRowNode, style, isDragging, setActivator, attributes, listeners } = useSortableRow(impact.id);
  const target = impactTargetLabel(impact);
  return (
    <TableRow ref={setRowNode} style={style} selected={isDragging} data-testid={`impact-${impact.id}`}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <DragHandle
            setActivator={setActivator}
            attributes={attributes}
            listeners={listeners}
            label={L.drag(impact.name)}
          />
          {number}
        </Box>
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {impact.name}
        {impact.description && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {impact.description}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {target || (
          <Typography component="span" variant="body2" color="text.secondary">
            {L.noTarget}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <RowAction
          label={L.edit(impact.name)}
          icon={<EditOutlined />}
          onClick={() => actions.onEdit(impact)}
        />
        <RowAction
          label={L.multipliers(impact.name)}
          icon={<Calculate />}
          onClick={() => actions.onMultipliers(impact)}
        />
        <RowAction
          label={L.remove(impact.name)}
          icon={<DeleteOutline />}
          onClick={() => actions.onDelete(impact)}
        />
      </TableCell>
    </TableRow>
  );
}

/** The impacts in display order, dragged by their handles (spec 1 "Impacts tab"). */
export function ImpactTable({ impacts, onReorder, ...actions }: TImpactTableProps) {
  const ids = impacts.map((impact) => impact.id);
  return (
    <SortableRows
      ids={ids}
      nameOf={(id) => impacts.find((impact) => impact.id === id)?.name ?? ''}
      instructions={L.dragInstructions}
      onReorder={onReorder}
    >
      <TableContainer>
        <Table size="small">
          <caption style={visuallyHidden}>{L.tableCaption}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{F.columns.order}</TableCell>
              <TableCell>{F.columns.impact}</TableCell>
              <TableCell>{F.columns.target}</TableCell>
              <TableCell align="right">
                <span style={visuallyHidden}>{L.actions}</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {impacts.map((impact, index) => (
              <ImpactRow key={impact.id} impact={impact} number={index + 1} {...actions} />
            ))}
            {impacts.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>
                  <Typography color="text.secondary" sx={{ py: 1 }}>
                    {M.noImpacts}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </SortableRows>
  );
}
