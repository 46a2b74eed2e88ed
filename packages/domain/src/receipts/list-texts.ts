import type { TReceiptCreateMethod } from './constants.ts';

// The receipts list screen and its create dialog (spec 3 section 2.1): the spec's words, then the few
// sentences it leaves to us.

/** The licence counter: 'x / y Active Taxpayer Receipts'. */
export const receiptCounterLabel = (active: number, allowed: number) =>
  `${active} / ${allowed} Active Taxpayer Receipts`;

/** The counter's tooltip. */
export const receiptCounterHelp = (allowed: number) =>
  `Your account allows up to ${allowed} active taxpayer receipt(s) at a time.`;

/** The create dialog's methods, in the spec's order and words. */
export const RECEIPT_CREATE_METHOD_LABELS: Record<TReceiptCreateMethod, string> = {
  scratch: 'Start from Scratch',
  simulation: 'Duplicate Simulation',
  receipt: 'Duplicate Tax Receipt',
};

export const RECEIPT_LIST_TEXTS = {
  create: 'Create Taxpayer Receipt',
  empty: 'Create a taxpayer receipt to get started',
  continue: 'Continue',
  /** Not worded by the spec (decision 0430). */
  licenceFull:
    'You have reached the maximum number of active taxpayer receipts for your account. Deactivate another taxpayer receipt first.',
  activationConfirm:
    'Once activated, the taxpayer receipt is public at its URL and residents can use it. Activate this taxpayer receipt?',
  deleteConfirm: 'Delete this taxpayer receipt? This cannot be undone.',
  trialCannotActivate:
    'Trial accounts cannot activate taxpayer receipts. Upgrade your plan to publish this one.',
  notPublishable: 'The taxpayer receipt is not ready to be published.',
} as const;
