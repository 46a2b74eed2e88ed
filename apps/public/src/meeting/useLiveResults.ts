import { useEffect, useState } from 'react';
import { MEETING_EVENTS, type TMeetingResults } from '@commonpurse/domain/public';

export type TLiveStatus = 'connecting' | 'live' | 'reconnecting';

/**
 * When the browser gave up on a stream (the server answered an error, not a dropped connection, which
 * EventSource retries by itself after the server's `retry`), a new one is opened after this long.
 */
export const REOPEN_AFTER_MS = 15_000;

/**
 * A meeting's figures kept current by its live stream (server-sent events, decision 0481): each
 * `results` event replaces them. `status` says whether they are live or the stream is reconnecting.
 */
export function useLiveResults(initial: TMeetingResults, url: string) {
  const [results, setResults] = useState(initial);
  const [status, setStatus] = useState<TLiveStatus>('connecting');

  useEffect(() => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const current = new EventSource(url);
      source = current;
      current.addEventListener('open', () => setStatus('live'));
      current.addEventListener(MEETING_EVENTS.results, (event) => {
        setResults(JSON.parse((event as MessageEvent<string>).data) as TMeetingResults);
        setStatus('live');
      });
      current.addEventListener('error', () => {
        setStatus('reconnecting');
        if (current.readyState !== EventSource.CLOSED) return;
        timer = setTimeout(open, REOPEN_AFTER_MS);
      });
    };
    open();
    return () => {
      clearTimeout(timer);
      source?.close();
    };
  }, [url]);

  return { results, status };
}
