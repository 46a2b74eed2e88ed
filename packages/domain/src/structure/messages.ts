import { DB_INTEGER_MAX } from '../constants.ts';
import { INLINE_EDITOR_MESSAGES as I } from '../simulations/messages.ts';

/** Limits of categories and subcategories (spec 1 sections 5 and 9). */
export const STRUCTURE_LIMITS = {
  categoryNameMin: 2,
  /** Not in the spec for categories; the subcategory maximum is used so a name always fits. */
  categoryNameMax: 255,
  subcategoryNameMin: 2,
  subcategoryNameMax: 255,
  /** The item dialog's counter (the category editor allows 255). */
  itemDialogNameCounter: 140,
  amountMax: 9999999999999.99,
  moreInfoMax: 400,
  /** Rates are percentages below 100. */
  rateBelow: 100,
  /** custom_increment_rate is stored divided by 100 with this many decimals. */
  storedRateDecimals: 7,
  /** Not in the spec: bounds of the item's short texts (the columns would take anything). */
  alertTextMax: 500,
  shareTitleMax: 255,
  /** Not in the spec: ids and orders are PostgreSQL integers. */
  integerMax: DB_INTEGER_MAX,
} as const;

export const ALERT_TYPES = ['none', 'decrease', 'increase', 'both', 'threshold'] as const;
export type TAlertType = (typeof ALERT_TYPES)[number];
export const CALCULATORS = ['standard', 'dwelling-units-per-acre'] as const;
export const SUGGESTION_BOX_MODES = ['no_amount', 'no_balance', 'balance'] as const;
export const CATEGORY_TYPES = ['expense', 'revenue'] as const;
export type TCategoryType = (typeof CATEGORY_TYPES)[number];

/** A new suggestion box's name when none is given. */
export const DEFAULT_SUGGESTION_BOX_NAME = 'Your Suggestion';
/** Appended to a duplicated item's name. */
export const COPY_SUFFIX = ' (copy)';

/** Exact strings of the spending/revenue tabs, the item and customize dialogs (spec 1 sections 5, 8). */
export const STRUCTURE_MESSAGES = {
  nameRequired: I.required,
  categoryNameTooShort: I.minLength(STRUCTURE_LIMITS.categoryNameMin),
  categoryNameTooLong: I.maxLength(STRUCTURE_LIMITS.categoryNameMax),
  subcategoryNameTooShort: I.minLength(STRUCTURE_LIMITS.subcategoryNameMin),
  subcategoryNameTooLong: I.maxLength(STRUCTURE_LIMITS.subcategoryNameMax),
  amountTooLarge: 'Value cannot exceed 9,999,999,999,999.99',
  numberRequired: 'Numbers only',
  moreInfoTooLong: 'More Info must be less than 400 characters.',
  rateTooHigh: 'The rate must be less than 100',
  customRateTooHigh: 'The custom rate must be less than 100',
  /** Not in the spec ("above zero" is the only rate the editor shows): rates cannot be negative. */
  rateNegative: 'The rate cannot be negative',
  customRateNegative: 'The custom rate cannot be negative',
  /** Not in the spec: the refusals of the item's short texts and colour. */
  alertTextTooLong: `The alert text must be at most ${STRUCTURE_LIMITS.alertTextMax} characters.`,
  shareTitleTooLong: `The share title must be at most ${STRUCTURE_LIMITS.shareTitleMax} characters.`,
  colorInvalid: 'The colour must be a hex code such as #1A73E8.',
  integerTooLarge: 'The number is too large.',
  ceilingNegative: 'The ceiling amount cannot be negative',
  alertTextRequired: 'Please provide the alert text',
  selectRequired: I.selectRequired,
  orderSaved: 'Order saved.',
  orderNotSaved: 'Order not saved: server error.',
  /** Not in the spec: the server's refusal of a list that is not exactly the scope's ids. */
  projectsOnlyPb: 'Only a prioritization has projects.',
  orderMismatch: 'The order must list every item of this list exactly once.',
  /** 'cateogry' is spelled so in the product. */
  deleteCategoryFailed: 'Failed to delete the cateogry',
  saveCategoryFailed: ' Failed to save the category: ',
  invalidCategory: 'Invalid category ID',
  invalidSubcategory: 'Invalid subcategory ID',
  categoryNotFound: 'Failed to find the category',
  subcategoryNotFound: 'Failed to find the subcategory',
  invalidStandardizedSubcategory: 'Please make a selection',
  imported: 'Categories successfully imported.',
  importFailed: 'An error occurred while processing the CSV file',
  dedicatedFundsLinked:
    'Remove this subcategory from the dedicated funds question if you want to delete it from this category.',
} as const;

/** Titles and labels of the structure dialogs the spec quotes (spec 1 section 2), verbatim. */
export const STRUCTURE_DIALOG_TEXTS = {
  itemTabs: { nameCost: 'Name/Cost', details: 'Details', image: 'Image' },
  moreInfo: 'More Info',
  customizeTabs: {
    map: 'Map',
    density: 'Density',
    lock: 'Lock?',
    alert: 'Alert',
    changeRate: 'Change Rate',
    changeBoundaries: 'Change Boundaries',
  },
  changeRateNotApplicable: 'Not applicable to Item Tax Rate',
  fillRequiredFields: 'Please fill in all required fields.',
  suggestionBoxTitle: 'Suggestion Box Settings',
  amountField: 'Amount Field',
  ceilingAmount: 'Ceiling Amount',
  categorizeTitle: 'Categorize Budget Subcategories',
  optionText: 'Option Text',
  infoBubbleText: 'Info Bubble Text',
  moreDetailsText: 'More Details Text',
  selectedByDefault: 'SELECTED BY DEFAULT',
  impactToSpending: 'Impact to spending',
  addSpendingSubcategory: '+ ADD SPENDING SUBCATEGORY',
} as const;
