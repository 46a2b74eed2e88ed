import { REPORT_MESSAGES } from '@commonpurse/domain';
import { ApiError } from '@/api/http.ts';
import { useNotify } from '@/ui/notify.tsx';
import { saveFile } from '@/ui/save-file.ts';
import { downloadSubmissionsReport } from '../api.ts';

/** The report-download message: 'Failed to download the report' plus ': ' and the server message. */
export const reportFailure = (error: unknown) =>
  error instanceof ApiError && error.message
    ? `${REPORT_MESSAGES.downloadFailed}: ${error.message}`
    : REPORT_MESSAGES.downloadFailed;

/** Downloads a simulation's submissions CSV under the name the server gives it. */
export function useReportDownload() {
  const notify = useNotify();
  return async (id: number) => {
    notify.clearError();
    try {
      const file = await notify.withLoading(downloadSubmissionsReport(id));
      saveFile(file.blob, file.filename ?? REPORT_MESSAGES.defaultFilename);
    } catch (error) {
      notify.error(reportFailure(error));
    }
  };
}
