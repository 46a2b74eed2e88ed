import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { BALLOT_LIMITS } from '@commonpurse/domain/public';
import { checkVoterCode, requestEmailCode, verifyEmailCode } from './api.ts';
import { verifyMessages as m } from './messages.ts';
import { fieldErrors, useRefusal } from './refusals.ts';
import type { TVoter } from './state/useBallot.ts';

export interface TVerificationProps {
  budgetId: number;
  method: 'email' | 'voter_code';
  voter: TVoter;
  onVerified(voter: TVoter, hasBallot: boolean): void;
  /** Refusals of the last submit about the voter (verificationRequired, voterTokenInvalid, ...). */
  errors: string[];
}

/**
 * Proof of being a voter before the ballot is sent: an e-mailed code (address, then the code, then a
 * token) or a one-time voter code checked with the server. Each error shows next to its field.
 */
export function Verification(props: TVerificationProps) {
  const intl = useIntl();
  const refusal = useRefusal();
  const headingId = useId();
  return (
    <section className="verification" aria-labelledby={headingId} id="verification" tabIndex={-1}>
      <h2 id={headingId}>{intl.formatMessage(m.heading)}</h2>
      {props.errors.length > 0 && (
        <div className="error-summary" role="alert">
          {props.errors.map((message) => (
            <p key={message}>{refusal(message)}</p>
          ))}
        </div>
      )}
      {props.method === 'email' ? <EmailSteps {...props} /> : <VoterCodeStep {...props} />}
    </section>
  );
}

function useCheck() {
  const intl = useIntl();
  const refusal = useRefusal();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: string; messages: string[] } | null>(null);
  const run = async (field: string, work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      const messages = fieldErrors(caught, field)?.map(refusal) ?? [intl.formatMessage(m.failed)];
      setError({ field, messages });
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.verification [aria-invalid="true"]')?.focus(),
      );
    } finally {
      setBusy(false);
    }
  };
  const errorsOf = (field: string) => (error?.field === field ? error.messages : []);
  return { busy, run, errorsOf, clear: () => setError(null) };
}

function EmailSteps({ budgetId, voter, onVerified }: TVerificationProps) {
  const intl = useIntl();
  const [email, setEmail] = useState(voter.email ?? '');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const check = useCheck();

  if (voter.token)
    return (
      <p className="notice verified" role="status">
        <span aria-hidden="true">✓ </span>
        {intl.formatMessage(m.verifiedEmail, { email: voter.email ?? '' })}
      </p>
    );

  const send = (event: FormEvent) => {
    event.preventDefault();
    void check.run('email', async () => {
      await requestEmailCode(budgetId, email.trim());
      setSent(true);
    });
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    void check.run('code', async () => {
      const answer = await verifyEmailCode(budgetId, email.trim(), code.trim());
      onVerified({ token: answer.token, email: email.trim() }, answer.has_ballot);
    });
  };

  if (!sent)
    return (
      <form className="verify-form" noValidate onSubmit={send}>
        <p className="hint">{intl.formatMessage(m.emailIntro)}</p>
        <Field
          label={intl.formatMessage(m.emailLabel)}
          type="email"
          autoComplete="email"
          value={email}
          maxLength={BALLOT_LIMITS.emailMax}
          onChange={setEmail}
          errors={check.errorsOf('email')}
        />
        <button type="submit" className="button primary" aria-disabled={check.busy || undefined}>
          {intl.formatMessage(m.sendCode)}
        </button>
      </form>
    );

  return (
    <form className="verify-form" noValidate onSubmit={verify}>
      <p role="status">
        {intl.formatMessage(m.codeSent, { email: email.trim(), minutes: BALLOT_LIMITS.emailCodeMinutes })}
      </p>
      <Field
        label={intl.formatMessage(m.codeLabel)}
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        maxLength={20}
        onChange={setCode}
        errors={check.errorsOf('code')}
      />
      <div className="form-actions">
        <button type="submit" className="button primary" aria-disabled={check.busy || undefined}>
          {intl.formatMessage(m.verify)}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setSent(false);
            setCode('');
            check.clear();
          }}
        >
          {intl.formatMessage(m.sendAgain)}
        </button>
      </div>
    </form>
  );
}

function VoterCodeStep({ budgetId, voter, onVerified }: TVerificationProps) {
  const intl = useIntl();
  const [code, setCode] = useState(voter.code ?? '');
  const check = useCheck();
  if (voter.code)
    return (
      <p className="notice verified" role="status">
        <span aria-hidden="true">✓ </span>
        {intl.formatMessage(m.voterCodeOk)} <strong className="code-text">{voter.code}</strong>
      </p>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check.run('code', async () => {
      await checkVoterCode(budgetId, code.trim());
      onVerified({ code: code.trim() }, false);
    });
  };
  return (
    <form className="verify-form" noValidate onSubmit={submit}>
      <p className="hint">{intl.formatMessage(m.voterCodeIntro)}</p>
      <Field
        label={intl.formatMessage(m.voterCodeLabel)}
        autoComplete="off"
        value={code}
        maxLength={BALLOT_LIMITS.voterCodeMax}
        onChange={setCode}
        errors={check.errorsOf('code')}
      />
      <button type="submit" className="button primary" aria-disabled={check.busy || undefined}>
        {intl.formatMessage(m.checkCode)}
      </button>
    </form>
  );
}

function Field({
  label,
  value,
  onChange,
  errors,
  type = 'text',
  ...rest
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: string[];
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric';
  maxLength?: number;
}) {
  const id = useId();
  const invalid = errors.length > 0;
  return (
    <div className={`field${invalid ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        {...rest}
      />
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
