import { useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { MAIN_ID } from '../components/Chrome.tsx';
import { QuestionField } from '../components/QuestionField.tsx';
import { RichText } from '../components/RichText.tsx';
import { SubmitStatus } from '../components/SubmitStatus.tsx';
import { errorMessages, submitMessages } from '../i18n/messages.ts';
import { useText } from '../i18n/useText.ts';
import { usePage } from '../state/page.tsx';
import { answerProblem, exitQuestions } from '../state/submission.ts';
import type { TSubmitStatus } from '../state/submitter.ts';

/** The last step before sending: exit questions (and entry ones asked again), the exit closing text. */
export function ExitScreen({
  errors,
  status,
  onFinish,
  onBack,
  onRetry,
  backLabel,
  statusWords,
}: {
  errors: Record<number, string[]>;
  status: TSubmitStatus<unknown>;
  onFinish: () => void;
  onBack: () => void;
  onRetry: () => void;
  /** The back button's words (a ballot goes back to its review); "Back to the budget" by default. */
  backLabel?: string;
  statusWords?: ComponentProps<typeof SubmitStatus>['words'];
}) {
  const intl = useIntl();
  const title = useText('exit_title');
  const finish = useText('exit_submit');
  const { sim, state, act } = usePage();
  const busy = status.kind === 'sending';
  return (
    <main id={MAIN_ID} className="screen exit-screen" tabIndex={-1}>
      <h1>{title}</h1>
      <form
        noValidate
        className="entry-form"
        onSubmit={(event) => {
          event.preventDefault();
          onFinish();
        }}
      >
        {exitQuestions(sim).map((question) => (
          <QuestionField
            key={question.id}
            question={question}
            value={state.answers[question.id] ?? ''}
            onChange={(value) => act.answer(question.id, value)}
            errors={errors[question.id] ?? []}
          />
        ))}
        <RichText html={sim.exit_screen_closing_text} className="closing" />
        <div className="form-actions">
          <button type="submit" className="button primary large" aria-disabled={busy || undefined}>
            {finish}
          </button>
          <button type="button" className="button" onClick={onBack}>
            {backLabel ?? intl.formatMessage(submitMessages.backToBudget)}
          </button>
        </div>
        <SubmitStatus status={status} onRetry={onRetry} words={statusWords} />
      </form>
    </main>
  );
}

/**
 * The exit answers' errors (by question id, shown next to each question) and the page's own check of
 * them before sending: false, with the first invalid field focused, while any answer needs attention.
 */
export function useExitCheck() {
  const intl = useIntl();
  const { sim, state } = usePage();
  const [errors, setErrors] = useState<Record<number, string[]>>({});
  const check = () => {
    const found: Record<number, string[]> = {};
    for (const question of exitQuestions(sim)) {
      const problem = answerProblem(question, state.answers[question.id]);
      if (problem) found[question.id] = [intl.formatMessage(errorMessages[problem])];
    }
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    return false;
  };
  return { errors, setErrors, check };
}
