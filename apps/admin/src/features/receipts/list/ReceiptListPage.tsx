import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Add from '@mui/icons-material/Add';
import {
  RECEIPT_LIST_TEXTS as T,
  RECEIPT_MESSAGES as M,
  RECEIPT_STATUS_LABELS,
  RECEIPT_STATUSES,
  receiptCounterHelp,
  receiptCounterLabel,
  UPGRADE_TOOLTIP,
  type TReceiptSummary,
} from '@commonpurse/domain';
import { useCurrentUser } from '@/session/current-user.tsx';
import { HelpButton } from '@/ui/help/HelpButton.tsx';
import { EmptyListNotice } from '@/ui/list/EmptyListNotice.tsx';
import { ExpandableRow } from '@/ui/list/ExpandableRow.tsx';
import { LicenceCounter } from '@/ui/list/LicenceCounter.tsx';
import { ListTable } from '@/ui/list/ListTable.tsx';
import { StatusFilterSelect } from '@/ui/list/StatusFilterSelect.tsx';
import { useStatusFilterParam, visibleByStatus } from '@/ui/list/status-filter.ts';
import { useNotify } from '@/ui/notify.tsx';
import { PageLoading } from '@/ui/PageLoading.tsx';
import { TooltipButton } from '@/ui/TooltipButton.tsx';
import { useReceipts } from '../api.ts';
import { useReceiptPreview } from '../actions/useReceiptPreview.ts';
import { useReceiptStatusActions } from '../actions/useReceiptStatusActions.tsx';
import { CreateReceiptDialog } from '../create/CreateReceiptDialog.tsx';
import { LIST_LABELS } from './labels.ts';
import { ReceiptRowActions } from './ReceiptRowActions.tsx';
import { ReceiptsMarketing } from './ReceiptsMarketing.tsx';

const COLUMNS = [
  LIST_LABELS.columns.name,
  LIST_LABELS.columns.description,
  LIST_LABELS.columns.created,
  LIST_LABELS.columns.status,
];

function CreateButton({ allowed, onClick }: { allowed: boolean; onClick(): void }) {
  const label = T.create;
  return allowed ? (
    <Button variant="contained" startIcon={<Add />} onClick={onClick}>
      {label}
    </Button>
  ) : (
    <TooltipButton variant="contained" startIcon={<Add />} disabled tooltip={UPGRADE_TOOLTIP}>
      {label}
    </TooltipButton>
  );
}

/** The list of a client with the receipts capability: filter, counter, table and row actions. */
function ReceiptList({ onCreate }: { onCreate(): void }) {
  const { client } = useCurrentUser();
  const notify = useNotify();
  const [filter, setFilterParam] = useStatusFilterParam(RECEIPT_STATUSES);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const query = useReceipts();
  const { request, dialogs } = useReceiptStatusActions(query.data?.meta);
  const preview = useReceiptPreview();

  useEffect(() => {
    if (query.isError) notify.error(M.loadReceiptsFailed);
  }, [query.isError, notify]);

  const setFilter: typeof setFilterParam = (next) => {
    setExpandedId(null);
    setFilterParam(next);
  };
  const all = query.data?.data ?? [];
  const rows = visibleByStatus(all, filter);
  const meta = query.data?.meta;

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <CreateButton allowed onClick={onCreate} />
          {meta && (
            <LicenceCounter
              text={receiptCounterLabel(meta.active_count, meta.allowed_count)}
              help={receiptCounterHelp(meta.allowed_count)}
            />
          )}
          <HelpButton topic="receipts" />
        </Stack>
        <StatusFilterSelect
          statuses={RECEIPT_STATUSES}
          labels={RECEIPT_STATUS_LABELS}
          value={filter}
          onChange={setFilter}
        />
      </Stack>

      {query.isPending ? (
        <PageLoading />
      ) : rows.length === 0 ? (
        query.data && (
          <EmptyListNotice>
            {all.length > 0
              ? LIST_LABELS.emptyFilter(filter === 'all' ? null : RECEIPT_STATUS_LABELS[filter])
              : T.empty}
          </EmptyListNotice>
        )
      ) : (
        <ListTable caption={LIST_LABELS.tableCaption} columns={COLUMNS}>
          {rows.map((r: TReceiptSummary) => (
            <ExpandableRow
              key={r.id}
              rowId={`receipt-${r.id}`}
              name={r.name}
              cells={
                <>
                  <TableCell sx={{ color: 'text.secondary', maxWidth: 420, overflowWrap: 'anywhere' }}>
                    {r.description}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.formatted_created_at}</TableCell>
                  <TableCell>{RECEIPT_STATUS_LABELS[r.status]}</TableCell>
                </>
              }
              columnCount={COLUMNS.length}
              expanded={expandedId === r.id}
              onToggle={() => setExpandedId((id) => (id === r.id ? null : r.id))}
              actionsLabel={LIST_LABELS.rowActions(r.name)}
              actions={() => (
                <ReceiptRowActions
                  receipt={r}
                  isTrial={client.capabilities.is_trial}
                  onAction={request}
                  onPreview={(receipt) => void preview(receipt)}
                />
              )}
            />
          ))}
        </ListTable>
      )}
      {dialogs}
    </Box>
  );
}

/**
 * /receipts (spec 3 section 2.1): the taxpayer receipts with their create dialog; a client without the
 * receipts capability sees the marketing panel instead of the list.
 */
export default function ReceiptListPage() {
  const { client } = useCurrentUser();
  const [createOpen, setCreateOpen] = useState(false);
  if (!client.capabilities.receipts) {
    return (
      <Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <CreateButton allowed={false} onClick={() => undefined} />
          <HelpButton topic="receipts" />
        </Stack>
        <ReceiptsMarketing />
      </Box>
    );
  }
  return (
    <>
      <ReceiptList onCreate={() => setCreateOpen(true)} />
      <CreateReceiptDialog open={createOpen} onClose={() => setCreateOpen(false)} />
    </>
  );
}
