import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { RESULTS_METHOD_LABELS, RESULTS_METHODS, type TResultsMethod } from '@commonpurse/domain';
import { describeApiError } from '@/api/errors.ts';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import { Section } from '@/editor-kit/save-fields.tsx';
import { useAmountFormat } from '@/editor-kit/useAmountFormat.ts';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { downloadPabulib, usePublishResults, useResults, useUnpublishResults } from './api.ts';
import { ChoiceRadios } from './ChoiceRadios.tsx';
import { RESULTS_LABELS as L } from './labels.ts';
import { ResultsTable } from './ResultsTable.tsx';
import { formatWhen, useFileDownload } from './useFileDownload.ts';

const METHOD_CHOICES = RESULTS_METHODS.map((m) => ({
  value: m,
  label: RESULTS_METHOD_LABELS[m],
  help: L.methodHelp[m],
}));

/** Counts so far, the method, Publish (Inactive only) and Unpublish, the published table, the exports. */
export function ResultsSection() {
  const { simulation } = useEditor();
  const id = useId();
  const notify = useNotify();
  const money = useAmountFormat();
  const results = useResults(simulation.id);
  const publish = usePublishResults(simulation.id);
  const unpublish = useUnpublishResults(simulation.id);
  const published = results.data?.published ?? null;
  const [chosen, setMethod] = useState<TResultsMethod | null>(null);
  const method = chosen ?? published?.method ?? 'greedy';
  const [confirming, setConfirming] = useState(false);
  const download = useFileDownload(() => downloadPabulib(simulation.id), L.defaultFilename, L.downloadFailed);
  const inactive = simulation.status === 'inactive';

  const doPublish = async () => {
    notify.clearError();
    try {
      await publish.mutateAsync(method);
      notify.success(L.published);
    } catch (error) {
      notify.error(describeApiError(error));
    }
  };
  const doUnpublish = async () => {
    try {
      await unpublish.mutateAsync();
      setConfirming(false);
      notify.success(L.unpublished);
    } catch {
      // The dialog shows unpublish.error and stays open.
    }
  };

  return (
    <Section title={L.title}>
      {results.data && <Typography>{L.counts(results.data.ballots, results.data.paper_ballots)}</Typography>}
      <ChoiceRadios
        legend={L.method}
        name="results_method"
        value={method}
        choices={METHOD_CHOICES}
        onChange={(next) => setMethod(next)}
      />
      {!inactive && (
        <Alert severity="info" id={`${id}-why`}>
          {L.publishNeedsInactive}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={!inactive}
          loading={publish.isPending}
          aria-describedby={inactive ? undefined : `${id}-why`}
          onClick={() => void doPublish()}
        >
          {published ? L.republish : L.publish}
        </Button>
        {published && (
          <Button color="error" onClick={() => setConfirming(true)}>
            {L.unpublish}
          </Button>
        )}
        <Button startIcon={<DownloadIcon />} onClick={() => void download()}>
          {L.download}
        </Button>
      </Stack>
      {published ? (
        <>
          <Typography>
            {L.publishedAt(formatWhen(published.published_at), RESULTS_METHOD_LABELS[published.method])}
          </Typography>
          {simulation.public_url ? (
            <Typography>
              {L.share}:{' '}
              <Link href={simulation.public_url} target="_blank" rel="noopener">
                {simulation.public_url}
              </Link>
            </Typography>
          ) : (
            <Alert severity="warning">{L.noAddress}</Alert>
          )}
          <ResultsTable results={published} money={money} points={simulation.mode === 'points'} />
        </>
      ) : (
        results.data && <Typography color="text.secondary">{L.notPublished}</Typography>
      )}
      <ConfirmDialog
        open={confirming}
        title={L.unpublishTitle}
        confirmLabel={L.unpublish}
        confirmColor="error"
        busy={unpublish.isPending}
        error={unpublish.error ? describeApiError(unpublish.error) : null}
        onConfirm={() => void doUnpublish()}
        onClose={() => setConfirming(false)}
      >
        {L.unpublishText}
      </ConfirmDialog>
    </Section>
  );
}
