import { defineMessages } from 'react-intl';

// Groups whose messages take values declare them (react-intl then checks every formatMessage call).
type S = string;
type None = Record<never, never>;

/** The page's own words (not customisable). English here is the source; messages/*.json translate it. */
export const pageMessages = defineMessages({
  loading: { id: 'page.loading', defaultMessage: 'Loading…' },
  loadFailed: {
    id: 'page.load_failed',
    defaultMessage: 'We could not load this page. Please check your connection.',
  },
  tryAgain: { id: 'page.try_again', defaultMessage: 'Try again' },
  notAvailableTitle: { id: 'page.not_available_title', defaultMessage: 'This page is not available' },
  notAvailableText: {
    id: 'page.not_available_text',
    defaultMessage:
      'The simulation you are looking for is not open right now. It may have closed, or the link may be mistyped.',
  },
  skipToContent: { id: 'page.skip_to_content', defaultMessage: 'Skip to main content' },
  preview: { id: 'page.preview', defaultMessage: 'Preview' },
  previewText: {
    id: 'page.preview_text',
    defaultMessage: 'This is a preview for staff. Nothing you do here is recorded or submitted.',
  },
  restored: { id: 'page.restored', defaultMessage: 'We kept the budget you were working on.' },
  required: { id: 'page.required', defaultMessage: 'required' },
  close: { id: 'page.close', defaultMessage: 'Close' },
  ok: { id: 'page.ok', defaultMessage: 'Back to the budget' },
  choose: { id: 'page.choose', defaultMessage: 'Choose an answer' },
});

export const entryMessages = defineMessages<{ errorSummary: { count: number } }>({
  errorSummary: {
    id: 'entry.error_summary',
    defaultMessage:
      '{count, plural, one {One answer needs your attention.} other {# answers need your attention.}}',
  },
});

export const sectionMessages = defineMessages<{
  housingRequirements: None;
  housingChoices: None;
  housingRequiredTotal: None;
  housingPlannedTotal: None;
  categorySubtotal: { category: S };
  resetDone: None;
}>({
  housingRequirements: { id: 'section.housing_requirements', defaultMessage: 'Housing Requirements' },
  housingChoices: { id: 'section.housing_choices', defaultMessage: 'Housing Choices' },
  housingRequiredTotal: { id: 'section.housing_required_total', defaultMessage: 'Homes required' },
  housingPlannedTotal: { id: 'section.housing_planned_total', defaultMessage: 'Homes planned' },
  categorySubtotal: { id: 'section.category_subtotal', defaultMessage: 'Subtotal for {category}' },
  resetDone: { id: 'section.reset_done', defaultMessage: 'Every amount is back where it started.' },
});

export const itemMessages = defineMessages<{
  increase: { name: S; amount: S };
  decrease: { name: S; amount: S };
  amountLabel: { name: S };
  rateLabel: None;
  densityLabel: None;
  changed: { change: S };
  unchanged: None;
  locked: None;
  floorReached: None;
  ceilingReached: None;
  imageCredit: { credit: S };
  commentHint: None;
  upTo: { amount: S };
  optionValue: { amount: S };
  residentsAverage: { amount: S };
}>({
  increase: { id: 'item.increase', defaultMessage: 'Increase {name} by {amount}' },
  decrease: { id: 'item.decrease', defaultMessage: 'Decrease {name} by {amount}' },
  amountLabel: { id: 'item.amount_label', defaultMessage: 'Amount for {name}' },
  rateLabel: { id: 'item.rate_label', defaultMessage: 'Tax rate' },
  densityLabel: { id: 'item.density_label', defaultMessage: 'Density' },
  changed: { id: 'item.changed', defaultMessage: '{change} from the start' },
  unchanged: { id: 'item.unchanged', defaultMessage: 'No change' },
  locked: { id: 'item.locked', defaultMessage: 'Locked: this amount cannot be changed' },
  floorReached: {
    id: 'item.floor_reached',
    defaultMessage: 'This is the lowest amount allowed for this item.',
  },
  ceilingReached: {
    id: 'item.ceiling_reached',
    defaultMessage: 'This is the highest amount allowed for this item.',
  },
  imageCredit: { id: 'item.image_credit', defaultMessage: 'Image: {credit}' },
  commentHint: { id: 'item.comment_hint', defaultMessage: 'Your comment is sent with your budget.' },
  upTo: { id: 'item.up_to', defaultMessage: 'Up to {amount}' },
  optionValue: { id: 'item.option_value', defaultMessage: '({amount})' },
  residentsAverage: { id: 'item.residents_average', defaultMessage: 'Residents’ average: {amount}' },
});

export const unitMessages = defineMessages<{
  homes: { count: number; formatted: S };
  perAcre: { value: S };
}>({
  homes: {
    id: 'units.homes',
    defaultMessage: '{count, plural, one {{formatted} home} other {{formatted} homes}}',
  },
  perAcre: { id: 'units.per_acre', defaultMessage: '{value} units per acre' },
});

export const balanceMessages = defineMessages<{
  summary: { label: S; state: S; amount: S };
  itemNow: { name: S; amount: S };
}>({
  summary: { id: 'balance.summary', defaultMessage: '{label}: {state} {amount}' },
  itemNow: { id: 'balance.item_now', defaultMessage: '{name}: {amount}.' },
});

export const submitMessages = defineMessages<{
  sending: None;
  offline: { seconds: number };
  retrying: None;
  retryNow: None;
  failed: None;
  errorsTitle: None;
  backToBudget: None;
}>({
  sending: { id: 'submit.sending', defaultMessage: 'Sending your budget…' },
  offline: {
    id: 'submit.offline',
    defaultMessage:
      'We could not reach the server. Your budget is saved on this device and we will try again in {seconds, plural, one {# second} other {# seconds}}.',
  },
  retrying: { id: 'submit.retrying', defaultMessage: 'Trying again…' },
  retryNow: { id: 'submit.retry_now', defaultMessage: 'Try again now' },
  failed: { id: 'submit.failed', defaultMessage: 'Your budget could not be sent. Please try again.' },
  errorsTitle: { id: 'submit.errors_title', defaultMessage: 'Please check your budget' },
  backToBudget: { id: 'submit.back_to_budget', defaultMessage: 'Back to the budget' },
});

export const thanksMessages = defineMessages({
  preview: { id: 'thanks.preview', defaultMessage: 'This was a preview: your budget was not sent.' },
  redirecting: { id: 'thanks.redirecting', defaultMessage: 'Taking you to the next page in a few seconds.' },
  continue: { id: 'thanks.continue', defaultMessage: 'Continue' },
});

/** The server's refusals in the resident's language (English equal to PUBLIC_MESSAGES; tested). */
export const errorMessages = defineMessages({
  answerRequired: { id: 'errors.answer_required', defaultMessage: 'This question requires an answer.' },
  answerNotAnEmail: {
    id: 'errors.answer_not_an_email',
    defaultMessage: 'This answer must be an email address.',
  },
  answerTooLong: { id: 'errors.answer_too_long', defaultMessage: 'This answer is too long.' },
  locationRequired: {
    id: 'errors.location_required',
    defaultMessage: 'Please enter your location before submitting.',
  },
  maxSubmissionsReached: {
    id: 'errors.max_submissions_reached',
    defaultMessage: 'This simulation has received the maximum number of submissions.',
  },
});

export const ALL_MESSAGE_GROUPS = [
  pageMessages,
  entryMessages,
  sectionMessages,
  itemMessages,
  unitMessages,
  balanceMessages,
  submitMessages,
  thanksMessages,
  errorMessages,
];
