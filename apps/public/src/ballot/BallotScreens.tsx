import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TBallotCreated, TBallotInput, TPublicSimulation } from '@commonpurse/domain/public';
import { PageFooter, PageHeader, SkipLink } from '../components/Chrome.tsx';
import { GoalModal } from '../features/index.ts';
import { errorMessages } from '../i18n/messages.ts';
import { useText } from '../i18n/useText.ts';
import { EntryScreen, hasEntryScreen } from '../screens/EntryScreen.tsx';
import { ExitScreen, useExitCheck } from '../screens/ExitScreen.tsx';
import { useScreenFocus } from '../screens/useScreenFocus.ts';
import { usePage } from '../state/page.tsx';
import { splitServerErrors } from '../state/server-errors.ts';
import { exitQuestions } from '../state/submission.ts';
import type { TSubmitStatus } from '../state/submitter.ts';
import { useGoalModal } from '../state/useGoalModal.ts';
import { useSubmitterOf } from '../state/useSubmitter.ts';
import { createBallot, fetchBallotStatus } from './api.ts';
import { ChooseScreen } from './ChooseScreen.tsx';
import { refusalMessages, reviewMessages, sendMessages } from './messages.ts';
import { ReceiptScreen } from './ReceiptScreen.tsx';
import { useRefusal } from './refusals.ts';
import { ReviewScreen } from './ReviewScreen.tsx';
import { ballotBodyOf } from './state/body.ts';
import { ballotProblems, progressOf } from './state/selection.ts';
import { useBallot } from './state/useBallot.ts';
import { Verification } from './Verification.tsx';

type TScreen = 'entry' | 'choose' | 'review' | 'exit' | 'done';

/** The resident's way through a ballot: entry, choose and rank, review (and proof), exit, receipt. */
export function BallotScreens({
  visitId,
  mode,
}: {
  visitId: number | null;
  /** The prioritization's own mode (its words; the page state counts housing costs as money). */
  mode: TPublicSimulation['mode'];
}) {
  const intl = useIntl();
  const refusal = useRefusal();
  const page = usePage();
  const { sim, engine, state, act } = page;
  const ballot = useBallot(sim);
  const { rules, costs, choice, voter, setVoter } = ballot;
  const [screen, setScreen] = useState<TScreen>(() =>
    state.entered || !hasEntryScreen(sim) ? 'choose' : 'entry',
  );
  useScreenFocus(screen);
  const [hasBallot, setHasBallot] = useState(false);
  const [voterErrors, setVoterErrors] = useState<string[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const exitCheck = useExitCheck();
  const submitLabel = useText('submit');
  const goalTitle = useText('goal_title');
  const asksOnExit = exitQuestions(sim).length > 0 || Boolean(sim.exit_screen_closing_text?.trim());
  const method = sim.ballot_verification;
  const needsProof = !sim.preview && method !== 'browser';
  const proven = Boolean(voter.token || voter.code);

  const { submitter, status } = useSubmitterOf(sim.preview, () => ({
    send: (body: TBallotInput, key: string) => createBallot(sim.id, body, key),
    onKey: ballot.setPendingKey,
    pendingKey: ballot.pendingKey,
  }));

  // Browser verification: this browser's voter may have voted already (a new ballot replaces it).
  useEffect(() => {
    if (sim.preview || method !== 'browser') return;
    let current = true;
    fetchBallotStatus(sim.id, null)
      .then((answer) => current && setHasBallot(answer.has_ballot))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [sim.id, sim.preview, method]);

  const progress = progressOf(rules, costs, choice);
  const goal = useGoalModal(
    Boolean(sim.goal_modal?.trim()) && rules.goal && rules.kind !== 'plain',
    progress.met,
    ballot.lastChange,
  );

  const settle = (outcome: TSubmitStatus<TBallotCreated>, sent: TBallotInput) => {
    if (outcome.kind === 'done') {
      ballot.forget();
      page.clearSaved();
      setScreen('done');
      return;
    }
    if (outcome.kind !== 'refused') return;
    const about = (prefix: string) =>
      Object.entries(outcome.errors)
        .filter(([key]) => key === prefix || key.startsWith(`${prefix}.`))
        .flatMap(([, messages]) => messages);
    const forVoter = about('voter');
    // A proof the server no longer takes (expired token, used code) is asked for again.
    if (forVoter.length > 0) setVoter({});
    setVoterErrors(forVoter);
    const rest = Object.fromEntries(
      Object.entries(outcome.errors).filter(([key]) => !key.startsWith('voter')),
    );
    const split = splitServerErrors(rest, { items: [], answers: sent.answers }, sim.questions);
    exitCheck.setErrors(split.questions);
    const nameOf = (id: string) => sim.questions.find((q) => q.id === Number(id))?.name ?? '';
    const general = [
      ...split.general,
      ...split.balance,
      ...(screen === 'exit'
        ? []
        : Object.entries(split.questions).map(([id, messages]) => `${nameOf(id)}: ${messages.join(' ')}`)),
    ].map(refusal);
    if (general.length === 0 && forVoter.length === 0 && Object.keys(split.questions).length === 0)
      general.push(outcome.message ?? intl.formatMessage(sendMessages.failed));
    setErrors(general);
    if (screen === 'exit' && (general.length > 0 || forVoter.length > 0)) setScreen('review');
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('[aria-invalid="true"], #ballot-problems, #verification')?.focus(),
    );
  };

  const send = () => {
    if (sim.preview || !submitter) return setScreen('done');
    const body = ballotBodyOf(sim, engine, state, rules.kind, choice, visitId, voter);
    page.flushClicks();
    void submitter.submit(body).then((outcome) => settle(outcome, body));
  };

  const onSubmit = () => {
    if (status.kind === 'waiting') return submitter?.retryNow();
    if (status.kind === 'sending') return;
    setErrors([]);
    if (ballotProblems(rules, costs, choice).length > 0) {
      requestAnimationFrame(() => document.getElementById('ballot-problems')?.focus());
      return;
    }
    if (needsProof && !proven) {
      setVoterErrors([intl.formatMessage(refusalMessages.verificationRequired)]);
      requestAnimationFrame(() => document.getElementById('verification')?.focus());
      return;
    }
    if (sim.settings.is_location_required && !state.location)
      return setErrors([intl.formatMessage(errorMessages.locationRequired)]);
    if (asksOnExit && screen !== 'exit') return setScreen('exit');
    send();
  };

  const onFinish = () => exitCheck.check() && onSubmit();

  const notice = hasBallot
    ? intl.formatMessage(method === 'email' ? reviewMessages.hasBallotEmail : reviewMessages.hasBallotBrowser)
    : null;
  const retry = () => submitter?.retryNow();

  return (
    <>
      <SkipLink />
      <PageHeader sim={sim} />
      {screen === 'entry' && (
        <EntryScreen
          onStart={() => {
            act.entered();
            setScreen('choose');
          }}
        />
      )}
      {screen === 'choose' && (
        <ChooseScreen
          mode={mode}
          ballot={ballot}
          hasBallot={hasBallot && method === 'browser'}
          onReview={() => setScreen('review')}
        />
      )}
      {screen === 'review' && (
        <ReviewScreen
          ballot={ballot}
          notice={notice}
          errors={errors}
          status={status}
          submitLabel={asksOnExit ? intl.formatMessage(reviewMessages.continue) : submitLabel}
          onEdit={() => setScreen('choose')}
          onSubmit={onSubmit}
          onRetry={retry}
          verification={
            needsProof && (
              <Verification
                budgetId={sim.id}
                method={method}
                voter={voter}
                errors={voterErrors}
                onVerified={(proof, already) => {
                  setVoter(proof);
                  setVoterErrors([]);
                  setHasBallot(already);
                }}
              />
            )
          }
        />
      )}
      {screen === 'exit' && (
        <ExitScreen
          errors={exitCheck.errors}
          status={status}
          onFinish={onFinish}
          onBack={() => setScreen('review')}
          onRetry={retry}
          backLabel={intl.formatMessage(reviewMessages.title)}
          statusWords={sendMessages}
        />
      )}
      {screen === 'done' && <ReceiptScreen result={status.kind === 'done' ? status.result : null} />}
      <PageFooter sim={sim} />
      {sim.goal_modal && screen === 'choose' && (
        <GoalModal open={goal.open} title={goalTitle} message={sim.goal_modal} onClose={goal.close} />
      )}
    </>
  );
}
