import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import { Section } from '@/editor-kit/save-fields.tsx';
import { CODES_PAGE_SIZE, downloadVoterCodes, useVoterCodes } from './api.ts';
import { GenerateCodesForm } from './GenerateCodesForm.tsx';
import { CODE_LABELS as L } from './labels.ts';
import { formatWhen, useFileDownload } from './useFileDownload.ts';
import { voterCodeSheetPath } from './sheet-path.ts';

/** Voter codes: generate a batch, page through them, download the CSV, open the printable sheet. */
export function VoterCodesSection() {
  const { simulation } = useEditor();
  const [page, setPage] = useState(0);
  const [lastBatch, setLastBatch] = useState<string | null>(null);
  const codes = useVoterCodes(simulation.id, page);
  const download = useFileDownload(
    () => downloadVoterCodes(simulation.id),
    L.defaultFilename,
    L.downloadFailed,
  );
  const total = codes.data?.meta.total ?? 0;

  return (
    <Section title={L.title}>
      {simulation.ballot_verification !== 'voter_code' && <Alert severity="info">{L.notUsed}</Alert>}
      <GenerateCodesForm
        budgetId={simulation.id}
        onGenerated={(batch) => {
          setPage(0);
          setLastBatch(batch);
        }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <Typography sx={{ flexGrow: 1 }}>
          {codes.data ? L.summary(total, codes.data.meta.used) : ''}
        </Typography>
        <Button startIcon={<DownloadIcon />} onClick={() => void download()} disabled={total === 0}>
          {L.download}
        </Button>
        <Button
          startIcon={<PrintIcon />}
          href={voterCodeSheetPath(simulation.id)}
          target="_blank"
          disabled={total === 0}
        >
          {L.print}
        </Button>
        {lastBatch && (
          <Button
            startIcon={<PrintIcon />}
            href={voterCodeSheetPath(simulation.id, lastBatch)}
            target="_blank"
          >
            {L.printBatch(lastBatch)}
          </Button>
        )}
      </Stack>
      {codes.data && total === 0 && <Typography color="text.secondary">{L.none}</Typography>}
      {codes.data && total > 0 && (
        <>
          <Table size="small" aria-label={L.tableCaption}>
            <TableHead>
              <TableRow>
                <TableCell>{L.columns.code}</TableCell>
                <TableCell>{L.columns.batch}</TableCell>
                <TableCell>{L.columns.created}</TableCell>
                <TableCell>{L.columns.used}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {codes.data.data.map((code) => (
                <TableRow key={code.id}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{code.code}</TableCell>
                  <TableCell>{code.batch ?? L.noBatch}</TableCell>
                  <TableCell>{formatWhen(code.created_at)}</TableCell>
                  <TableCell>{code.used_at ? formatWhen(code.used_at) : L.unused}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={total}
            page={page}
            rowsPerPage={CODES_PAGE_SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_event, next) => setPage(next)}
          />
        </>
      )}
    </Section>
  );
}
