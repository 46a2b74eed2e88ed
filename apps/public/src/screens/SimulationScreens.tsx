import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TSubmissionInput } from '@commonpurse/domain/public';
import { BalanceBar } from '../components/BalanceBar.tsx';
import { PageFooter, PageHeader, SkipLink } from '../components/Chrome.tsx';
import { Dialog } from '../components/Dialog.tsx';
import { GoalModal, Timer } from '../features/index.ts';
import { timerMessages } from '../features/timer/messages.ts';
import { errorMessages, pageMessages, submitMessages } from '../i18n/messages.ts';
import { useText } from '../i18n/useText.ts';
import { goalMet } from '../state/goal.ts';
import { usePage } from '../state/page.tsx';
import { splitServerErrors } from '../state/server-errors.ts';
import { exitQuestions, submissionOf } from '../state/submission.ts';
import type { TSubmitStatus } from '../state/submitter.ts';
import { useGoalModal } from '../state/useGoalModal.ts';
import { useSubmitter } from '../state/useSubmitter.ts';
import { useScreenFocus } from './useScreenFocus.ts';
import { EntryScreen, hasEntryScreen } from './EntryScreen.tsx';
import { ExitScreen, useExitCheck } from './ExitScreen.tsx';
import { MainScreen } from './MainScreen.tsx';
import { ThankYouScreen } from './ThankYouScreen.tsx';

type TScreen = 'entry' | 'main' | 'exit' | 'thanks';
type TStop = { kind: 'deficit'; messages: string[] } | { kind: 'errors'; messages: string[] };

/** The resident's way through a simulation: entry, the budget, exit questions, thank-you. */
export function SimulationScreens({ visitId }: { visitId: number | null }) {
  const intl = useIntl();
  const page = usePage();
  const { sim, engine, meeting, state, balance, act, clearSaved, lastChange, flushClicks } = page;
  const [screen, setScreen] = useState<TScreen>(() =>
    state.entered || !hasEntryScreen(sim) ? 'main' : 'entry',
  );
  const [stop, setStop] = useState<TStop | null>(null);
  const exitCheck = useExitCheck();
  const { submitter, status } = useSubmitter();
  const validationTitle = useText('validation_title');
  const surplusRequired = useText('surplus_required');
  const timerLabel = useText('timer_label');
  const goalTitle = useText('goal_title');
  const [timeUp, setTimeUp] = useState(false);
  const goal = useGoalModal(Boolean(sim.goal_modal?.trim()), goalMet(sim, balance), lastChange);
  const asksOnExit = exitQuestions(sim).length > 0 || Boolean(sim.exit_screen_closing_text?.trim());

  useScreenFocus(screen);

  const settle = (outcome: TSubmitStatus, sent: TSubmissionInput) => {
    if (outcome.kind === 'done') {
      clearSaved();
      setScreen('thanks');
      return;
    }
    if (outcome.kind !== 'refused') return;
    // Question errors go next to the questions on this screen; everything else into the dialog.
    const split = splitServerErrors(outcome.errors, sent, sim.questions);
    const shownHere = screen === 'exit' ? exitQuestions(sim) : [];
    const elsewhere = Object.entries(split.questions).filter(
      ([id]) => !shownHere.some((q) => q.id === Number(id)),
    );
    const nameOf = (id: string) => sim.questions.find((q) => q.id === Number(id))?.name ?? '';
    const general = split.general.concat(
      elsewhere.map(([id, messages]) => `${nameOf(id)}: ${messages.join(' ')}`),
    );
    exitCheck.setErrors(split.questions);
    // The balance refusal leads; any other refusal of the same answer is said with it.
    if (split.balance.length > 0) setStop({ kind: 'deficit', messages: [...split.balance, ...general] });
    else if (general.length > 0) setStop({ kind: 'errors', messages: general });
    else if (Object.keys(split.questions).length === 0)
      setStop({ kind: 'errors', messages: [outcome.message ?? intl.formatMessage(submitMessages.failed)] });
  };

  const send = () => {
    if (sim.preview || !submitter) return setScreen('thanks');
    const body = submissionOf(sim, engine, state, visitId, meeting);
    // The clicks still pending go first, so the submitted visit's clicks are all recorded.
    flushClicks();
    void submitter.submit(body).then((outcome) => settle(outcome, body));
  };

  const onSubmit = () => {
    if (status.kind === 'waiting') return submitter?.retryNow();
    if (status.kind === 'sending') return;
    if (!sim.submissions_available)
      return setStop({ kind: 'errors', messages: [intl.formatMessage(errorMessages.maxSubmissionsReached)] });
    if (balance.state === 'deficit' && !sim.settings.is_budget_submittable_with_deficit)
      return setStop({ kind: 'deficit', messages: [surplusRequired] });
    if (sim.settings.is_location_required && !state.location)
      return setStop({ kind: 'errors', messages: [intl.formatMessage(errorMessages.locationRequired)] });
    if (asksOnExit && screen !== 'exit') return setScreen('exit');
    send();
  };

  const onFinish = () => exitCheck.check() && onSubmit();

  const retry = () => submitter?.retryNow();

  return (
    <>
      <SkipLink />
      <PageHeader sim={sim} meetingName={meeting?.name} />
      {/* Kept mounted from the budget through the exit questions, so the countdown runs on. */}
      {sim.timer_minutes > 0 && (screen === 'main' || screen === 'exit') && (
        <div className="timer-slot">
          <Timer minutes={sim.timer_minutes} label={timerLabel} onExpire={() => setTimeUp(true)} />
          {/* The time is up: said, and nothing taken away (WCAG 2.2.1); the resident may still submit. */}
          {timeUp && <p className="notice warning">{intl.formatMessage(timerMessages.expired)}</p>}
        </div>
      )}
      {screen === 'entry' && (
        <EntryScreen
          onStart={() => {
            act.entered();
            setScreen('main');
          }}
        />
      )}
      {screen === 'main' && <MainScreen onSubmit={onSubmit} status={status} onRetry={retry} />}
      {screen === 'exit' && (
        <ExitScreen
          errors={exitCheck.errors}
          status={status}
          onFinish={onFinish}
          onBack={() => setScreen('main')}
          onRetry={retry}
        />
      )}
      {screen === 'thanks' && (
        <ThankYouScreen userId={status.kind === 'done' ? status.result.user_id : null} />
      )}
      <PageFooter sim={sim} />
      {screen === 'main' && <BalanceBar onSubmit={onSubmit} submitDisabled={status.kind === 'sending'} />}
      {sim.goal_modal && screen === 'main' && (
        <GoalModal open={goal.open} title={goalTitle} message={sim.goal_modal} onClose={goal.close} />
      )}
      {stop && (
        <Dialog
          role="alertdialog"
          title={stop.kind === 'deficit' ? validationTitle : intl.formatMessage(submitMessages.errorsTitle)}
          onClose={() => setStop(null)}
          footer={
            <button type="button" className="button primary" onClick={() => setStop(null)}>
              {intl.formatMessage(pageMessages.ok)}
            </button>
          }
        >
          {stop.messages.map((message, index) => (
            <p key={index}>{message}</p>
          ))}
        </Dialog>
      )}
    </>
  );
}
