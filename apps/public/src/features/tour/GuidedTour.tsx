import '../shared/shared.css';
import './tour.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TPublicCategory, TPublicSimulation } from '@commonpurse/domain/public';
import { Dialog } from '../shared/Dialog.tsx';
import { RichText } from '../shared/RichText.tsx';
import { tourMessages as m } from './messages.ts';
import { tourSteps } from './steps.ts';

export interface TGuidedTourProps {
  /** The simulation's tour; null shows nothing. */
  tour: TPublicSimulation['tour'];
  /** Both sides' categories (a step names one by id). */
  categories: readonly TPublicCategory[];
  onClose(): void;
  /** Each step as it shows, so the page can bring its category into view behind the dialog. */
  onStep?(categoryId: number): void;
}

/**
 * The Guided Tour (spec 1 "Tour tab"): one modal step per tour category naming it and its tour
 * items, with their more info and more details when the tour shows details. Next, Back and Close by
 * mouse or keyboard; each new step is announced.
 */
export function GuidedTour({ tour, categories, onClose, onStep }: TGuidedTourProps) {
  const intl = useIntl();
  const steps = useMemo(() => (tour ? tourSteps(tour, categories) : []), [tour, categories]);
  const [index, setIndex] = useState(0);
  const nextRef = useRef<HTMLButtonElement>(null);
  const step = steps[Math.min(index, steps.length - 1)];
  const categoryId = step?.category.id;

  useEffect(() => {
    if (categoryId !== undefined) onStep?.(categoryId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per step, whatever the callback's identity
  }, [categoryId]);

  if (!tour || !step) return null;
  const count = steps.length;
  const last = index === count - 1;
  const details = tour.show_details;
  const { category, items } = step;

  const back = () => {
    setIndex(index - 1);
    // Back disappears under the focus on the first step: focus goes on to Next.
    if (index === 1) nextRef.current?.focus();
  };

  return (
    <Dialog
      open
      className="cp-tour"
      title={intl.formatMessage(m.title)}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="cp-button" disabled={index === 0} onClick={back}>
            {intl.formatMessage(m.back)}
          </button>
          <button
            ref={nextRef}
            type="button"
            className="cp-button cp-button--primary"
            onClick={() => (last ? onClose() : setIndex(index + 1))}
          >
            {intl.formatMessage(last ? m.finish : m.next)}
          </button>
        </>
      }
    >
      <p className="cp-visually-hidden" role="status">
        {intl.formatMessage(m.stepAnnouncement, { step: index + 1, count, name: category.name })}
      </p>
      <p className="cp-tour__progress" aria-hidden="true">
        {intl.formatMessage(m.step, { step: index + 1, count })}
      </p>
      <h3 className="cp-tour__category">{category.name}</h3>
      {details && category.details && <p className="cp-tour__details">{category.details}</p>}
      {details && category.additional_details && <RichText html={category.additional_details} />}
      {items.length > 0 && (
        <ul className="cp-tour__items" aria-label={intl.formatMessage(m.items, { name: category.name })}>
          {items.map((item) => (
            <li key={item.id} className="cp-tour__item">
              <span className="cp-tour__item-name">{item.name}</span>
              {details && item.details && <p className="cp-tour__details">{item.details}</p>}
              {details && item.additional_details && <RichText html={item.additional_details} />}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
