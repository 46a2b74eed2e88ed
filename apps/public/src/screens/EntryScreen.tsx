import { useRef, useState, type FormEvent } from 'react';
import type { TPublicSimulation } from '@commonpurse/domain/public';
import { useIntl } from 'react-intl';
import { MAIN_ID } from '../components/Chrome.tsx';
import { QuestionField } from '../components/QuestionField.tsx';
import { RichText } from '../components/RichText.tsx';
import { DropAPin } from '../features/index.ts';
import { entryMessages, errorMessages } from '../i18n/messages.ts';
import { useText } from '../i18n/useText.ts';
import { usePage } from '../state/page.tsx';
import { answerProblem, entryQuestions } from '../state/submission.ts';

/**
 * Shown when there is something to read or answer first: the introduction, entry questions, Drop-a-Pin,
 * the closing text. Otherwise the resident starts on the budget itself (hasEntryScreen).
 */
export function hasEntryScreen(sim: TPublicSimulation): boolean {
  const filled = (html: string | null) => Boolean(html && html.trim());
  return (
    entryQuestions(sim).length > 0 ||
    sim.settings.is_location_enabled ||
    filled(sim.entry_screen_introduction_text) ||
    filled(sim.entry_screen_closing_text)
  );
}

/** Drop-a-Pin opens on the simulation map's centre when it has one. */
function mapCenter(sim: TPublicSimulation): [number, number] | null {
  const lat = sim.map?.center_lat;
  const lng = sim.map?.center_lng;
  return typeof lat === 'number' && typeof lng === 'number' ? [lat, lng] : null;
}

export function EntryScreen({ onStart }: { onStart: () => void }) {
  const intl = useIntl();
  const title = useText('entry_title');
  const button = useText('entry_button');
  const { sim, state, act } = usePage();
  const questions = entryQuestions(sim);
  const [errors, setErrors] = useState<Record<number, string[]>>({});
  const [locationError, setLocationError] = useState(false);
  const summary = useRef<HTMLDivElement>(null);

  const start = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<number, string[]> = {};
    for (const question of questions) {
      const problem = answerProblem(question, state.answers[question.id]);
      if (problem) found[question.id] = [intl.formatMessage(errorMessages[problem])];
    }
    const missingLocation = sim.settings.is_location_required && !state.location;
    setErrors(found);
    setLocationError(missingLocation);
    const count = Object.keys(found).length + (missingLocation ? 1 : 0);
    if (count === 0) return onStart();
    // The summary says how many; the first invalid field gets focus.
    requestAnimationFrame(() => {
      const first = document.querySelector<HTMLElement>('[aria-invalid="true"]');
      (first ?? summary.current)?.focus();
    });
  };
  const errorCount = Object.keys(errors).length + (locationError ? 1 : 0);

  return (
    <main id={MAIN_ID} className="screen entry-screen" tabIndex={-1}>
      <h1>{title}</h1>
      <RichText html={sim.entry_screen_introduction_text} className="intro" />
      <form noValidate onSubmit={start} className="entry-form">
        <div ref={summary} tabIndex={-1} role="alert" className={errorCount ? 'error-summary' : 'sr-only'}>
          {errorCount > 0 && intl.formatMessage(entryMessages.errorSummary, { count: errorCount })}
        </div>
        {questions.map((question) => (
          <QuestionField
            key={question.id}
            question={question}
            value={state.answers[question.id] ?? ''}
            onChange={(value) => act.answer(question.id, value)}
            errors={errors[question.id] ?? []}
          />
        ))}
        {sim.settings.is_location_enabled && (
          <div className="location">
            <DropAPin
              required={sim.settings.is_location_required}
              defaultValue={state.location}
              onChange={(location) => {
                act.location(location);
                if (location) setLocationError(false);
              }}
              center={mapCenter(sim)}
              zoom={sim.map?.zoom ?? undefined}
              error={locationError ? intl.formatMessage(errorMessages.locationRequired) : undefined}
            />
          </div>
        )}
        <RichText html={sim.entry_screen_closing_text} className="closing" />
        <button type="submit" className="button primary large">
          {button}
        </button>
      </form>
    </main>
  );
}
