import { INLINE_EDITOR_MESSAGES as I } from '../simulations/messages.ts';

/** Limits of spec 1 sections 5 and 9; those marked "ours" are not in the spec. */
export const IMPACT_LIMITS = {
  nameMin: 3,
  nameMax: 300,
  targetMaxCharacters: 20,
  /** Ours. */
  descriptionMax: 1000,
  prefixMax: 20,
  suffixMax: 50,
  typeMax: 50,
  /** Ours: amount x multiplier stays far inside what a number holds, summed over every item. */
  multiplierMax: 1_000_000,
} as const;

/** Exact strings of the Impacts tab and its dialogs (spec 1 sections 2, 5). */
export const IMPACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 3 characters',
  nameTooLong: 'Name cannot be more than 300 characters',
  /** The same limit as the inline counter states it. */
  nameMax: 'Max 300 characters',
  targetNotNumber: 'Target must be a number (with no commas or special characters).',
  targetTooLong: 'Target cannot be more than 20 characters',
  invalidImpact: 'Invalid impact.',
  noImpacts: "You haven't created any impacts yet.",
  deleteTitle: 'Delete impact?',
  /** Not in the spec: the server's refusals. */
  descriptionTooLong: I.maxLength(IMPACT_LIMITS.descriptionMax),
  prefixTooLong: I.maxLength(IMPACT_LIMITS.prefixMax),
  suffixTooLong: I.maxLength(IMPACT_LIMITS.suffixMax),
  multiplierNotNumber: 'The multiplier must be a number.',
  multiplierOutOfRange: `The multiplier must be between -${IMPACT_LIMITS.multiplierMax.toLocaleString('en-US')} and ${IMPACT_LIMITS.multiplierMax.toLocaleString('en-US')}.`,
  multiplierRepeated: 'Each subcategory can have only one multiplier.',
  impactsDisabled: 'Impacts are not available on your plan.',
  orderMismatch: 'The order must list every impact of this simulation exactly once.',
} as const;

export const IMPACT_LABELS = {
  tab: 'Impacts',
  intro:
    'Impacts are quantifiable consequences of a budget, such as trees planted or response times. Give each subcategory a multiplier: the impact of an amount is the amount times its multiplier.',
  columns: { order: 'Order', impact: 'Impact', target: 'Target' },
  fields: {
    name: 'Impact Name',
    description: 'Description',
    additional_details: 'More Details',
    target: 'Target',
    prefix: 'Prefix',
    suffix: 'Suffix',
  },
  calculationColumns: { category: 'Category', amount: 'Amount', multiplier: 'Multiplier', result: 'Result' },
  total: 'Total',
  done: 'Done',
} as const;

/** The multiplier dialog's title. */
export const impactCalculationsTitle = (name: string) => `Impact Calculations for ${name}`;
