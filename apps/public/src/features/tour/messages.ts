import { defineMessages, type NoMessageValues as None } from 'react-intl';

// Typed: each message's values are checked where it is formatted.
export const tourMessages = defineMessages<{
  title: None;
  step: { step: number; count: number };
  stepAnnouncement: { step: number; count: number; name: string };
  items: { name: string };
  back: None;
  next: None;
  finish: None;
}>({
  title: { id: 'tour.title', defaultMessage: 'Guided tour' },
  step: { id: 'tour.step', defaultMessage: 'Step {step} of {count}' },
  stepAnnouncement: { id: 'tour.stepAnnouncement', defaultMessage: 'Step {step} of {count}: {name}' },
  items: { id: 'tour.items', defaultMessage: 'Items to look at in {name}' },
  back: { id: 'tour.back', defaultMessage: 'Back' },
  next: { id: 'tour.next', defaultMessage: 'Next' },
  finish: { id: 'tour.finish', defaultMessage: 'Finish' },
});
