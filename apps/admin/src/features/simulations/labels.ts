import type { TSimulationBooleanField } from '@commonpurse/domain';
import { LEAVE_LABELS, NAME_LABELS, SLUG_LABELS } from '@/editor-kit/labels.ts';
import { STATUS_ACTION_LABELS } from '@/ui/list/status-action-labels.ts';

// Screen wording of our own (the spec names these controls without their words). The spec's exact
// texts (messages, tooltips, option labels) come from packages/domain.

export const LIST_LABELS = {
  create: 'Create',
  columns: { name: 'Name', description: 'Description', updated: 'Date Modified', status: 'Status' },
  counterHelp: (plural: string) =>
    `Active ${plural.toLowerCase()} count against the licences of your plan. Deactivate one to free a licence.`,
  empty: (plural: string) =>
    `You haven't created any ${plural.toLowerCase()} yet. Select Create to start your first one.`,
  emptyFilter: (plural: string, status: string | null) =>
    status
      ? `No ${plural.toLowerCase()} are ${status}.`
      : `No ${plural.toLowerCase()} to show. Archived ${plural.toLowerCase()} are listed under the Archived status.`,
  rowActions: (name: string) => `Actions for ${name}`,
  submissionsFull: 'This simulation has reached its maximum number of submissions.',
  tableCaption: (plural: string) => `${plural}: select a row to show its actions`,
} as const;

export const ACTION_LABELS = {
  ...STATUS_ACTION_LABELS,
  analytics: 'Analytics',
  report: 'Download Report',
  voting: 'Paper Ballots & Results',
  cancel: 'Cancel',
  close: 'Close',
  confirmActivate: STATUS_ACTION_LABELS.activate,
  confirmDelete: STATUS_ACTION_LABELS.delete,
} as const;

export const CREATE_LABELS = {
  title: (isPb: boolean) => (isPb ? 'Create a Prioritization' : 'Create a Simulation'),
  name: 'Name',
  language: 'Language',
  method: 'How would you like to start?',
  mode: 'Simulation Mode',
  modes: { budget: 'Budget', housing: 'Housing' },
  template: 'Template',
  simulation: (isPb: boolean) => (isPb ? 'Prioritization to duplicate' : 'Simulation to duplicate'),
  receipt: 'Tax Receipt to duplicate',
  receiptsForSimulationsOnly: 'A tax receipt can be duplicated as a simulation, not as a prioritization.',
  noReceipts: 'You have no tax receipts to duplicate yet.',
  noTemplates: 'No templates are available.',
  noSimulations: (isPb: boolean) =>
    isPb ? 'You have no prioritizations to duplicate yet.' : 'You have no simulations to duplicate yet.',
  submit: 'Create',
  cancel: 'Cancel',
} as const;

export const EDITOR_LABELS = {
  back: (plural: string) => `Back to ${plural}`,
  tabs: 'Editor sections',
  ...NAME_LABELS,
  status: (status: string) => `Status: ${status}`,
  ...LEAVE_LABELS,
} as const;

/** Tab names of the editor (spec 1 "Tabs"); the exit tab's name depends on custom entry questions. */
export const TAB_LABELS = {
  general: 'General',
  revenue: 'Revenue',
  spending: 'Spending',
  housingRevenue: 'Housing Requirements',
  housingSpending: 'Housing Choices',
  items: 'Items',
  exitEntry: 'Exit / Entry',
  exit: 'Exit Questions',
  impacts: 'Impacts',
  tour: 'Guided Tour',
  meetings: 'Meetings',
  simmap: 'Map',
  voting: 'Voting',
  history: 'History',
} as const;

export const GENERAL_LABELS = {
  sections: {
    basics: 'Basics',
    info: 'Budget Info',
    display: 'Display',
    units: 'Units',
    options: 'Options',
    advanced: 'Advanced Settings',
    texts: 'Text Customizations',
  },
  locale: 'Budget Language',
  mode: 'Mode',
  modes: {
    budget: 'Budget',
    housing: 'Housing',
    climate: 'Climate',
    project_management: 'Project Management',
    points: 'Points',
    nonnumerical: 'Non-numerical',
  },
  adjustment: (isPb: boolean) => (isPb ? 'Available Funds' : 'Adjustment Amount'),
  adjustmentHelp: (isPb: boolean) =>
    isPb
      ? 'The amount residents can spend on projects.'
      : 'The amount residents must balance; letters and symbols are removed when saving.',
  maxItems: 'Maximum Items',
  maxItemsHelp: 'Leave blank for no limit.',
  ...SLUG_LABELS,
  slugHelp:
    'The URL is unique, works only while the simulation is active and cannot change after activation.',
  redirectUrl: 'Redirection URL',
  redirectHelp:
    'Where residents go after submitting. {USER_ID} is replaced with the anonymous identifier from the associated survey.',
  description: 'Admin Description',
  descriptionHelp: 'Only administrators see this description.',
  expenseDisclaimer: 'Spending Disclaimer',
  expenseDisclaimerHelp: 'Shown under the submit button.',
  revenueDisclaimer: 'Revenue Disclaimer',
  revenueDisclaimerHelp: 'Shown in the footer.',
  customHeader: 'Custom Header (HTML)',
  customHeaderHelp: 'Shown at the top of the public page.',
  unsaved: 'Unsaved changes',
  headerImage: 'Header Image',
  headerImageNone: 'No header image yet.',
  headerImageAlt: 'Current header image',
  uploadImage: 'Upload Image',
  replaceImage: 'Replace Image',
  copyUrl: 'Copy URL',
  deleteImage: 'Delete Image',
  deleteImageTitle: 'Delete the header image?',
  deleteImageText: 'The image is removed from the public page.',
  imageHelp: 'PNG, JPG or GIF, up to 20 MB.',
  presetsMode: 'Presets Mode',
  presets: { standard: 'Standard', custom: 'Custom' },
  barBehavior: 'Balance Bar Behavior',
  expenseChart: 'Spending Chart',
  expenseCharts: { pie: 'Pie (doughnut)', bar: 'Bar', none: 'None' },
  pbViewMode: 'Default View Mode',
  currencyPrefix: 'Currency Prefix',
  currencySuffix: 'Currency Suffix',
  numberPrefix: 'Number Prefix',
  numberSuffix: 'Number Suffix',
  unitsHelp: 'Shown before or after every amount, for example $ or USD.',
  housingUnitsHelp: 'Shown before or after every number, for example "units".',
  averagesNote: 'Averages are calculated nightly.',
  optionGroups: { participation: 'Participation', layout: 'Layout', integrations: 'Integrations' },
  gaId: 'Google Analytics Measurement ID',
  gtmId: 'Google Tag ID',
  timer: 'Timer (minutes)',
  timerHelp: '0 means no timer.',
  goalMessage: 'Goal Message',
  goalMessageHelp: 'Shown when a resident meets the goal; leave blank for the default.',
} as const;

/** Labels of the boolean options (spec 1 "General tab" names the fields, not their words). */
export const OPTION_LABELS: Record<TSimulationBooleanField, string> = {
  is_commenting_enabled: 'Allow comments',
  is_sharing_enabled: 'Show sharing buttons',
  is_expense_order_randomized: 'Randomize the order of spending categories',
  is_revenue_order_randomized: 'Randomize the order of revenue categories',
  is_budget_submittable_with_deficit: 'Allow submitting with a deficit',
  is_revenue_subtotal_displayed: 'Show the revenue subtotal',
  is_expense_subtotal_displayed: 'Show the spending subtotal',
  is_revenue_chart_enabled: 'Show the revenue chart',
  is_expense_chart_enabled: 'Show the spending pie chart',
  is_expense_bar_chart_enabled: 'Show the spending bar chart',
  confetti: 'Celebrate a submission with confetti',
  show_scenario_option_value: 'Show the dollar value of scenario options',
  show_submission_averages: 'Show submission averages after submitting',
  allow_adhoc_meeting_creation: 'Allow ad hoc meeting creation',
  is_budget_hidden: 'Hide budget amounts from residents',
  is_footer_hidden: 'Hide the footer',
  use_meta_pixel: 'Use the Meta pixel',
  use_google_translate: 'Offer Google Translate',
  allow_custom_maps_in_modals: 'Allow custom maps in item details',
  require_custom_maps_in_modals: 'Require custom maps in item details',
  is_help_expanded: 'Expand the help panel by default',
  is_polco_feed_promoted: 'Promote on the community feed',
  map_enabled: 'Display a map',
  map_focus_display: 'Use map-focused display',
};

export const TEXT_LABELS = {
  intro:
    'Replace the default wording residents see. Leave a text unchanged to use the default, translated to the budget language.',
  columns: {
    token: 'Token',
    defaultText: 'Default Text',
    location: 'Location',
    custom: 'Custom Text',
    actions: 'Actions',
  },
  none: 'Default',
  edit: (token: string) => `Edit custom text for ${token}`,
  remove: (token: string) => `Delete custom text for ${token}`,
  dialogTitle: (token: string) => `Custom text: ${token}`,
  field: 'Custom Text',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Custom text saved.',
  deleted: 'Custom text deleted.',
} as const;
