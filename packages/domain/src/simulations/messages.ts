/** Exact strings of the simulation list, create dialog, editor and status changes (spec 1 sections 4-8). */
export const SIMULATION_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name cannot be longer than 250 characters',
  descriptionTooLong: 'Maximum of 300 characters.',
  localeRequired: 'Please select the language',
  methodRequired: 'Please select how you would like to create this budget.',
  simulationSourceRequired: 'Please select a Simulation to duplicate',
  templateSourceRequired: 'Please select a Template to duplicate',
  receiptSourceRequired: 'Please select a Tax Receipt to duplicate',
  createFailed: 'Failed to create the budget: ',
  duplicateSimulationFailed: 'Failed to duplicate the Simulation: ',
  duplicateTemplateFailed: 'Failed to duplicate the Template: ',
  duplicateReceiptFailed: 'Failed to duplicate the tax receipt: ',
  loadFailed: 'Failed to load Simulations',
  loadSimulationsFailed: 'Failed to load the simulations',
  loadTemplatesFailed: 'Failed to load the templates',
  loadReceiptsFailed: 'Failed to load the tax receipts',
  requestFailed: 'An error occurred while processing your request: ',
  activated: 'The Simulation was successfully activated.',
  deactivated: 'The Simulation was successfully deactivated.',
  archived: 'The Simulation was successfully archived.',
  unarchived: 'The Simulation was successfully unarchived.',
  deleted: 'The Simulation was successfully deleted.',
  activateFailed: 'An error occurred while activating this Simulation',
  deactivateFailed: 'An error occurred while deactivating this Simulation',
  archiveFailed: 'An error occurred while archiving this Simulation',
  activeWarningTitle: 'You are editing an active simulation',
  activeWarning:
    'Changes to amounts, categories or subcategories of an active simulation can make its data incomplete or inconsistent.',
  activationConfirm:
    'Once activated, later edits to categories, subcategories or amounts can make the data residents submit incomplete or inconsistent. Activate this simulation?',
  licenceFullTitle: 'No more active simulations available',
  licenceFull:
    'You have reached the maximum number of active simulations for your account. Deactivate another simulation first.',
  licenceFullPbTitle: 'No more active prioritizations available',
  licenceFullPb:
    'You have reached the maximum number of active prioritizations for your account. Deactivate another prioritization first.',
  deleteConfirm: 'Delete this simulation? This cannot be undone.',
  leaveUnsavedOptionalText:
    'Are you sure you want to leave without saving your changes to the optional text?',
  headerImageCopied: 'URL copied to clipboard successfully!',
  headerImageCopyFailed: 'Failed to copy the Header Image Url to clipboard.',
  imageUploadFailed: 'Error uploading image.',
  imageUploaded: 'Image uploaded.',
  imageDeleted: 'Image deleted.',
  imageDeleteFailed: 'Error while attempting to delete the image.',
  /** Not in the spec: the server's refusals of a status change (joined after the failure prefix). */
  trialCannotActivate: 'Trial accounts cannot activate simulations.',
  trialCannotSetUrl: 'Trial accounts cannot set the URL.',
  noLicenceFree: 'The maximum number of active simulations has been reached.',
  noPbLicenceFree: 'The maximum number of active prioritizations has been reached.',
  notPublishable: 'The simulation is not ready to be published.',
  transitionNotAllowed: (from: string, to: string) => `A ${from} simulation cannot become ${to}.`,
  onlyNewCanBeDeleted: 'Only a New simulation can be deleted.',
  notEditable: 'This simulation cannot be edited in its current status.',
  adjustmentNotNumber: 'The adjustment must be a number.',
  slugLocked: 'The URL cannot change after the simulation has been activated.',
  imageTypeInvalid: 'The image must be a PNG, JPG or GIF file.',
  imageTooLarge: 'The image must be smaller than 20 MB.',
  surveyRedirectsDisabled: 'Survey redirects are not enabled for your account.',
  pbNotEnabled: 'Prioritizations are not enabled for your account.',
  housingModeNotAllowed: 'Housing mode is not enabled for your account.',
  budgetModeNotAllowed: 'Budget mode is not enabled for your account.',
  modeNotForSimulation: 'A simulation can only use budget or housing mode.',
  metaPixelUnavailable: 'Set a Meta Pixel ID for your account before using it.',
  googleTranslateUnavailable: 'Set a Google Translate ID for your account before using it.',
  statusChangeAlone: 'Change the status on its own, without other fields.',
  textTokenInvalid: 'This text cannot be customized for this simulation.',
  verificationLocked: 'The voter verification cannot change once residents have voted online.',
} as const;

/** Preview tooltips, verbatim ('wihtout' is spelled so in the product). */
export const PREVIEW_MESSAGES = {
  invalidUrl: 'You cannot preview your simulation wihtout a valid URL.',
  missingCategories:
    'You cannot preview your simulation until you have created at least one Category and Sub-category in both Revenue and Spending.',
  emptyCategory: (kind: 'Spending' | 'Revenue', name: string) =>
    `Your ${kind} Category ${name} does not have a sub-category. Please update in order to Preview`,
} as const;

/** Shared by simulations and receipts (spec 1 section 5, spec 3 section 5). */
export const SLUG_MESSAGES = {
  required: 'The URL is required',
  noSpaces: 'The URL cannot contain spaces',
  tooLong: 'The URL cannot be more than 250 characters long',
  invalidCharacters: 'The URL can only contain letters, numbers, dashes, and underscores',
  taken: 'The selected URL is not available',
} as const;

/** Inline editor rules (spec 3 section 6). */
export const INLINE_EDITOR_MESSAGES = {
  required: 'This value is required',
  minLength: (n: number) => `Must be at least ${n} characters`,
  maxLength: (n: number) => `Max ${n} characters allowed`,
  maxValue: (formatted: string) => `Value cannot exceed ${formatted}`,
  selectRequired: 'Please make a selection',
} as const;

export const counterLabel = (active: number, allowed: number, isPb: boolean) =>
  `${active} / ${allowed} Active ${isPb ? 'Prioritizations' : 'Simulations'}`;

/** Report downloads (spec 2 sections 7-8): the failure prefix and the default file name. */
export const REPORT_MESSAGES = {
  downloadFailed: 'Failed to download the report',
  defaultFilename: 'balancing-report.csv',
} as const;
