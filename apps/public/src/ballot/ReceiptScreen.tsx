import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TBallotCreated } from '@commonpurse/domain/public';
import { MAIN_ID } from '../components/Chrome.tsx';
import { Confetti, ShareLinks } from '../features/index.ts';
import { useText } from '../i18n/useText.ts';
import { usePage } from '../state/page.tsx';
import { publicAddress, RedirectNotice, redirectUrlOf, useRedirect } from '../screens/ThankYouScreen.tsx';
import { doneMessages as m, sendMessages } from './messages.ts';

/**
 * The ballot is in: the receipt code (large, copyable, with what it is for), that it replaced an
 * earlier ballot when it did, confetti, sharing and the redirect as after a simulation.
 */
export function ReceiptScreen({
  result,
  navigate = (url) => window.location.assign(url),
}: {
  /** The server's answer; null in a preview (nothing was sent). */
  result: TBallotCreated | null;
  navigate?: (url: string) => void;
}) {
  const intl = useIntl();
  const { sim } = usePage();
  const shareHeader = useText('share_header');
  const shareText = useText('share_text');
  const [copied, setCopied] = useState(false);
  const redirect = sim.preview ? null : redirectUrlOf(sim.submission_redirect_url, result?.user_id ?? null);
  useRedirect(redirect, navigate);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result!.receipt_code);
      setCopied(true);
    } catch {
      // No clipboard (an insecure context): the code stays on screen to write down.
    }
  };

  return (
    <main id={MAIN_ID} className="screen thanks-screen receipt-screen" tabIndex={-1}>
      <h1>{intl.formatMessage(m.title)}</h1>
      <p className="lead">{intl.formatMessage(m.text)}</p>
      {sim.preview && <p className="notice">{intl.formatMessage(sendMessages.preview)}</p>}
      {result?.replaced && <p className="notice">{intl.formatMessage(m.replaced)}</p>}
      {result && (
        <section className="receipt" aria-labelledby="receipt-label">
          <h2 id="receipt-label">{intl.formatMessage(m.receiptLabel)}</h2>
          <p className="receipt-code" translate="no">
            {result.receipt_code}
          </p>
          <p>{intl.formatMessage(m.receiptExplain)}</p>
          <button type="button" className="button" onClick={() => void copy()}>
            {intl.formatMessage(m.copy)}
          </button>
          <span role="status" className="receipt-copied">
            {copied ? intl.formatMessage(m.copied) : ''}
          </span>
        </section>
      )}
      {sim.settings.confetti && <Confetti />}
      {sim.settings.is_sharing_enabled && (
        <ShareLinks url={publicAddress()} header={shareHeader} text={shareText} />
      )}
      <RedirectNotice redirect={redirect} />
    </main>
  );
}
