import { SIMULATION_MESSAGES } from '../simulations/messages.ts';
import { STRUCTURE_MESSAGES } from '../structure/messages.ts';

// The strings spec 3 shares word for word with spec 1 are the simulations' and the structure board's
// own (the board serves receipts too), written once and named here for the receipt screens.

/** Exact strings of the receipts list, create dialog, editor and status changes (spec 3 sections 4, 5, 8). */
export const RECEIPT_MESSAGES = {
  nameRequired: 'Taxpayer receipt name is required',
  nameTooShort: 'Taxpayer receipt name must be at least 2 characters',
  nameTooLong: 'Taxpayer receipt name cannot be longer than 250 characters',
  localeRequired: SIMULATION_MESSAGES.localeRequired,
  methodRequired: 'Please select how you would like to create this taxpayer receipt.',
  simulationSourceRequired: 'Please select a simulation to duplicate',
  receiptSourceRequired: 'Please select a taxpayer receipt to duplicate',
  duplicateSimulationFailed: SIMULATION_MESSAGES.duplicateSimulationFailed,
  duplicateReceiptFailed: SIMULATION_MESSAGES.duplicateReceiptFailed,
  createFailed: SIMULATION_MESSAGES.createFailed,
  loadSimulationsFailed: 'Failed to load simulations',
  loadReceiptsFailed: 'Failed to load taxpayer receipts',
  requestFailed: SIMULATION_MESSAGES.requestFailed,
  activated: 'The taxpayer receipt was successfully activated.',
  deactivated: 'The taxpayer receipt was successfully deactivated.',
  unarchived: 'The taxpayer receipt was successfully unarchived.',
  archived: 'The taxpayer receipt was successfully archived.',
  deleted: 'The taxpayer receipt was successfully deleted.',
  activateFailed: 'An error occurred while activating this taxpayer receipt',
  deactivateFailed: 'An error occurred while deactivating this taxpayer receipt',
  archiveFailed: 'An error occurred while archiving this receipt',
  licenceFullTitle: 'No more active taxpayer receipts available',
  csvFailed: STRUCTURE_MESSAGES.importFailed,
  csvImported: STRUCTURE_MESSAGES.imported,
  categorySaveFailed: STRUCTURE_MESSAGES.saveCategoryFailed,
  invalidCategoryId: STRUCTURE_MESSAGES.invalidCategory,
  invalidSubcategoryId: STRUCTURE_MESSAGES.invalidSubcategory,
  categoryNotFound: STRUCTURE_MESSAGES.categoryNotFound,
  subcategoryNotFound: STRUCTURE_MESSAGES.subcategoryNotFound,
  maxCharacters: SIMULATION_MESSAGES.descriptionTooLong,
  multiplierNegative: 'Must be greater than 0.',
  rateOutOfRange: 'Must be between 0% and 100%.',
  moreInfoTooLong: STRUCTURE_MESSAGES.moreInfoTooLong,
  /** Not worded by the spec (a write to an Archived receipt; decision 0398). */
  notEditable: 'This taxpayer receipt cannot be edited in its current status.',
  /** Not worded by the spec: the server's refusals of the receipt calls (decision 0400). */
  receiptsDisabled: 'Taxpayer receipts are not enabled for your account.',
  trialCannotActivate: 'Trial accounts cannot activate taxpayer receipts.',
  trialCannotSetUrl: SIMULATION_MESSAGES.trialCannotSetUrl,
  noLicenceFree: 'The maximum number of active taxpayer receipts has been reached.',
  transitionNotAllowed: (from: string, to: string) => `A ${from} taxpayer receipt cannot become ${to}.`,
  onlyNewCanBeDeleted: 'Only a New taxpayer receipt can be deleted.',
  slugLocked: 'The URL cannot change after the taxpayer receipt has been activated.',
  statusChangeAlone: SIMULATION_MESSAGES.statusChangeAlone,
  metaPixelUnavailable: SIMULATION_MESSAGES.metaPixelUnavailable,
  googleTranslateUnavailable: SIMULATION_MESSAGES.googleTranslateUnavailable,
  feedPromotionDisabled: 'Feed promotion is not enabled for your account.',
} as const;

/**
 * The activation failure: the base sentence, then ': ' and the server's status errors joined, or a
 * period when there are none (spec 3 section 8).
 */
export const activationFailure = (errors: readonly string[]) =>
  errors.length > 0
    ? `${RECEIPT_MESSAGES.activateFailed}: ${errors.join(' ')}`
    : `${RECEIPT_MESSAGES.activateFailed}.`;

/** The CSV import failure, with the server's meta message when it gave one. */
export const csvImportFailure = (serverMessage?: string) =>
  serverMessage ? `${RECEIPT_MESSAGES.csvFailed}: ${serverMessage}` : RECEIPT_MESSAGES.csvFailed;

/** Why a receipt cannot be previewed or activated (spec 3 section 4; the second completed, decision 0397). */
export const RECEIPT_PREVIEW_MESSAGES = {
  invalidUrl: 'You cannot preview your taxpayer receipt without a valid URL.',
  missingCategories:
    'You cannot preview your taxpayer receipt until you have created at least one category and subcategory in Spending.',
  emptyCategory: (name: string) =>
    `Your Spending Category "${name}" does not have a subcategory. Please update in order to Preview.`,
} as const;
