import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { BALLOT_LIMITS } from '@commonpurse/domain/public';
import { HttpError } from '../api/http.ts';
import { fetchReceipt } from './api.ts';
import { refusalMessages, resultsMessages as m, verifyMessages } from './messages.ts';

/** "Was my ballot counted?": a receipt code in, counted / replaced / not found out. */
export function ReceiptCheck({ budgetId }: { budgetId: number }) {
  const intl = useIntl();
  const id = useId();
  const [code, setCode] = useState('');
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || busy) return;
    setBusy(true);
    try {
      const receipt = await fetchReceipt(budgetId, code);
      const text =
        receipt.status === 'replaced'
          ? intl.formatMessage(m.replaced)
          : intl.formatMessage(receipt.in_published_results ? m.countedInResults : m.counted);
      setAnswer({ ok: receipt.status === 'counted', text });
    } catch (error) {
      const unknown = error instanceof HttpError && error.status === 404;
      setAnswer({
        ok: false,
        text: intl.formatMessage(unknown ? refusalMessages.receiptUnknown : verifyMessages.failed),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="receipt-check">
      <h2 id={`${id}-heading`}>{intl.formatMessage(m.checkHeading)}</h2>
      <form noValidate onSubmit={(event) => void check(event)} className="receipt-form">
        <div className="field">
          <label htmlFor={`${id}-code`}>{intl.formatMessage(m.checkLabel)}</label>
          <p id={`${id}-hint`} className="hint">
            {intl.formatMessage(m.checkIntro)}
          </p>
          <input
            id={`${id}-code`}
            type="text"
            value={code}
            autoComplete="off"
            spellCheck={false}
            maxLength={BALLOT_LIMITS.receiptCodeLength + 4}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <button type="submit" className="button primary" aria-disabled={busy || undefined}>
          {intl.formatMessage(m.checkButton)}
        </button>
      </form>
      <p role="status" className={answer ? (answer.ok ? 'notice verified' : 'notice warning') : 'sr-only'}>
        {answer?.text ?? ''}
      </p>
    </section>
  );
}
