import { REPORT_MESSAGES } from '@commonpurse/domain';
import { reportFailure } from '@/api/errors.ts';
import { useNotify } from '@/ui/notify.tsx';
import { saveFile } from '@/ui/save-file.ts';
import { downloadSubmissionsReport } from '../api.ts';

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
