import { useIntl } from 'react-intl';
import { MAIN_ID } from '../components/Chrome.tsx';
import { pageMessages } from '../i18n/messages.ts';

/** Inactive, archived, unknown: said kindly (the server answers such addresses with 404). */
export function NotAvailableScreen() {
  const intl = useIntl();
  return (
    <main id={MAIN_ID} className="screen status-screen" tabIndex={-1}>
      <h1>{intl.formatMessage(pageMessages.notAvailableTitle)}</h1>
      <p>{intl.formatMessage(pageMessages.notAvailableText)}</p>
    </main>
  );
}

export function LoadFailedScreen({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <main id={MAIN_ID} className="screen status-screen" tabIndex={-1}>
      <h1>{intl.formatMessage(pageMessages.notAvailableTitle)}</h1>
      <p>{intl.formatMessage(pageMessages.loadFailed)}</p>
      <button type="button" className="button primary" onClick={onRetry}>
        {intl.formatMessage(pageMessages.tryAgain)}
      </button>
    </main>
  );
}

export function LoadingScreen() {
  const intl = useIntl();
  return (
    <main id={MAIN_ID} className="screen status-screen" aria-busy="true">
      <p className="loading">{intl.formatMessage(pageMessages.loading)}</p>
    </main>
  );
}
