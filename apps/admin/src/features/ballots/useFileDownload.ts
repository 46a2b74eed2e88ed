import type { TDownload } from '@/api/http.ts';
import { describeApiError } from '@/api/errors.ts';
import { useNotify } from '@/ui/notify.tsx';
import { saveFile } from '@/ui/save-file.ts';

/** Downloads a file under the name the server gives it; a failure says what and why in the banner. */
export function useFileDownload(download: () => Promise<TDownload>, fallbackName: string, failure: string) {
  const notify = useNotify();
  return async () => {
    notify.clearError();
    try {
      const file = await notify.withLoading(download());
      saveFile(file.blob, file.filename ?? fallbackName);
    } catch (error) {
      notify.error(`${failure} ${describeApiError(error)}`);
    }
  };
}

/** A date and time as staff read them in the lists, e.g. 'Mar 1, 2026, 12:00 PM'. */
export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
