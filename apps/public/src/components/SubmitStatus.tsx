import { useIntl } from 'react-intl';
import { submitMessages } from '../i18n/messages.ts';
import type { TSubmitStatus } from '../state/submitter.ts';

/** What became of the resident's submit, said politely, with a retry while the network is away. */
export function SubmitStatus({
  status,
  onRetry,
  words = submitMessages,
}: {
  status: TSubmitStatus<unknown>;
  onRetry: () => void;
  /** What is being sent, said (a ballot's page passes its own words). */
  words?: Pick<typeof submitMessages, 'sending' | 'offline' | 'failed' | 'retryNow'>;
}) {
  const intl = useIntl();
  const message =
    status.kind === 'sending'
      ? intl.formatMessage(words.sending)
      : status.kind === 'waiting'
        ? intl.formatMessage(words.offline, {
            seconds: Math.round(status.delayMs / 1000),
          })
        : status.kind === 'failed'
          ? [intl.formatMessage(words.failed), status.message].filter(Boolean).join(' ')
          : '';
  return (
    <div className="submit-status">
      <p
        role="status"
        className={status.kind === 'waiting' || status.kind === 'failed' ? 'notice warning' : ''}
      >
        {message}
      </p>
      {status.kind === 'waiting' && (
        <button type="button" className="button" onClick={onRetry}>
          {intl.formatMessage(words.retryNow)}
        </button>
      )}
    </div>
  );
}
