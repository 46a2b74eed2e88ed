import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { REPORT_MESSAGES } from '@commonpurse/domain';
import type { TReportTarget } from '@commonpurse/domain/analytics';
import { downloadReport } from '@/api/reporting.ts';
import { useCurrentUser } from '@/session/current-user.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { saveFile } from '@/ui/save-file.ts';
import { reportFailure } from '@/api/errors.ts';

/** Downloads one report of the reporting API on the client's token; a failure says why in the banner. */
export function useReportingDownload() {
  const { client } = useCurrentUser();
  const notify = useNotify();
  return async (target: TReportTarget) => {
    notify.clearError();
    try {
      const file = await notify.withLoading(downloadReport(client.external_reporting_api_token, target));
      saveFile(file.blob, file.filename ?? REPORT_MESSAGES.defaultFilename);
    } catch (error) {
      notify.error(reportFailure(error));
    }
  };
}

/** A chart's or a table's 'Download CSV' button; `label` names what it downloads for screen readers. */
export function ReportDownloadButton({ target, label }: { target: TReportTarget; label: string }) {
  const download = useReportingDownload();
  return (
    <Button
      size="small"
      variant="text"
      className="no-print"
      startIcon={<FileDownloadOutlined />}
      aria-label={`Download ${label} CSV`}
      onClick={() => void download(target)}
    >
      CSV
    </Button>
  );
}
