import { DEFAULT_SURPLUS_MESSAGE } from '../simulations/constants.ts';

/**
 * The public API's refusals (ours: the spec describes only the console). Each names what the resident
 * (or a tampering client) got wrong; the page shows them in the resident's language from its own
 * catalog, keyed by the same names.
 */
export const PUBLIC_MESSAGES = {
  notAvailable: 'This simulation is not available.',
  /** The spec's default surplus rule message; a simulation may customise it (surplus_required). */
  deficit: DEFAULT_SURPLUS_MESSAGE,
  unknownItem: 'This item is not part of the simulation.',
  repeatedItem: 'This item appears more than once.',
  lockedItem: 'This item is locked and cannot be changed.',
  unreachableAmount: 'This amount cannot be reached with the controls of this item.',
  belowFloor: 'This amount is below the lowest amount allowed.',
  aboveCeiling: 'This amount is above the highest amount allowed.',
  unknownQuestion: 'This question is not part of the simulation.',
  answerRequired: 'This question requires an answer.',
  answerNotAnOption: 'This answer is not one of the options.',
  answerNotAnEmail: 'This answer must be an email address.',
  answerTooLong: 'This answer is too long.',
  unknownOption: 'This option is not part of the question.',
  oneOptionOnly: 'Only one option may be chosen.',
  noQuestion: 'This item has no scenario question.',
  locationRequired: 'Please enter your location before submitting.',
  commentsDisabled: 'Comments are not enabled for this simulation.',
  commentTooLong: 'This comment is too long.',
  maxSubmissionsReached: 'This simulation has received the maximum number of submissions.',
  unknownVisit: 'This visit is not part of the simulation.',
  unknownMeeting: 'This meeting is not part of the simulation.',
  notInMeeting: 'This item is not part of this meeting.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 visible characters.',
  tooManyRequests: 'Too many requests. Please wait a minute, then try again.',
} as const;

export const PUBLIC_LIMITS = {
  answerMax: 1000,
  commentMax: 2000,
  commentsMax: 200,
  referrerMax: 2000,
  clicksPerBatchMax: 500,
  clickCountMax: 10_000,
  idempotencyKeyMax: 200,
  /** Live-results streams one address may hold open on one meeting (a facilitator's screens; 0533). */
  meetingStreamsPerIp: 5,
} as const;
