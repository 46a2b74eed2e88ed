import { DEFAULT_SURPLUS_MESSAGE } from './constants.ts';
import { DEFAULT_SUGGESTION_BOX_NAME } from '../structure/messages.ts';

export interface TTextToken {
  token: string;
  /** The English text residents see when no custom text is set. */
  defaultText: string;
  /** Where on the public page the text appears. */
  location: string;
  /** One of the seven tokens prioritizations use (spec 3 section 5). */
  pb?: true;
  /** Only prioritizations show it. */
  pbOnly?: true;
  /** A prioritization's default, where the simulation's would not fit (a ballot balances nothing). */
  pbDefaultText?: string;
}

/** Customisable texts of the public pages (spec 3 section 5 names the groups; the list is ours). */
export const TEXT_TOKENS: readonly TTextToken[] = [
  {
    token: 'entry_title',
    defaultText: 'Balance the Budget',
    pbDefaultText: 'Choose the Projects',
    location: 'Entry screen heading',
    pb: true,
  },
  { token: 'entry_button', defaultText: 'Get Started', location: 'Entry screen button' },
  { token: 'help_title', defaultText: 'How it works', location: 'Help panel heading' },
  { token: 'help_increase', defaultText: 'Use + to increase an amount', location: 'Help panel' },
  { token: 'help_decrease', defaultText: 'Use - to decrease an amount', location: 'Help panel' },
  { token: 'help_more_info', defaultText: 'Select an item to learn more about it', location: 'Help panel' },
  {
    token: 'balance_deficit',
    defaultText: 'Deficit',
    location: 'Balance bar, when spending exceeds revenue',
  },
  {
    token: 'balance_surplus',
    defaultText: 'Surplus',
    location: 'Balance bar, when revenue exceeds spending',
  },
  { token: 'balance_balanced', defaultText: 'Balanced', location: 'Balance bar, when balanced' },
  { token: 'balance_label', defaultText: 'Balance', location: 'Balance bar label' },
  { token: 'revenue_heading', defaultText: 'Revenue', location: 'Revenue section heading' },
  { token: 'expenses_heading', defaultText: 'Spending', location: 'Spending section heading' },
  { token: 'revenue_subtotal', defaultText: 'Total Revenue', location: 'Revenue subtotal' },
  { token: 'expenses_subtotal', defaultText: 'Total Spending', location: 'Spending subtotal' },
  { token: 'more_info', defaultText: 'More Info', location: 'Item more-info button' },
  { token: 'more_details', defaultText: 'More Details', location: 'Item more-details link' },
  { token: 'reset_all', defaultText: 'Reset All', location: 'Reset button above the categories' },
  {
    token: 'suggestion_box_title',
    defaultText: DEFAULT_SUGGESTION_BOX_NAME,
    location: 'Suggestion box heading',
  },
  {
    token: 'suggestion_box_placeholder',
    defaultText: 'Describe your idea',
    location: 'Suggestion box text field',
  },
  {
    token: 'suggestion_box_cost',
    defaultText: 'Estimated cost',
    location: 'Suggestion box amount field',
    pb: true,
  },
  { token: 'comment_label', defaultText: 'Add a comment', location: 'Item comment field' },
  { token: 'submit', defaultText: 'Submit', location: 'Submit button', pb: true },
  { token: 'validation_title', defaultText: 'Before you submit', location: 'Validation dialog heading' },
  {
    token: 'surplus_required',
    defaultText: DEFAULT_SURPLUS_MESSAGE,
    location: 'Validation dialog, deficit not allowed',
  },
  {
    token: 'max_items_reached',
    defaultText: 'You have selected the maximum number of items.',
    location: 'Validation dialog',
  },
  { token: 'success_title', defaultText: 'Thank you!', location: 'Success page heading' },
  { token: 'success_text', defaultText: 'Your budget has been submitted.', location: 'Success page text' },
  {
    token: 'success_averages',
    defaultText: 'See how your choices compare',
    location: 'Success page averages link',
  },
  {
    token: 'share_header',
    defaultText: 'Share with your neighbours',
    location: 'Success page share heading',
    pb: true,
  },
  {
    token: 'share_text',
    defaultText: 'I just shared my priorities for our budget.',
    location: 'Shared post text',
    pb: true,
  },
  { token: 'exit_title', defaultText: 'A few more questions', location: 'Exit questions heading' },
  { token: 'exit_submit', defaultText: 'Finish', location: 'Exit questions button' },
  { token: 'timer_label', defaultText: 'Time remaining', location: 'Timer' },
  { token: 'goal_title', defaultText: 'Goal met', location: 'Goal dialog heading' },
  {
    token: 'meeting_results_heading',
    defaultText: 'Meeting Results',
    location: 'Meeting results page heading',
  },
  {
    token: 'meeting_results_participants',
    defaultText: 'Participants',
    location: 'Meeting results participants',
  },
  { token: 'meeting_results_averages', defaultText: 'Average Changes', location: 'Meeting results averages' },
  { token: 'map_heading', defaultText: 'Map', location: 'Map panel heading' },
  {
    token: 'prioritizations_selected_items_heading',
    defaultText: 'Your selected projects',
    location: 'Prioritization, selected items list',
    pb: true,
    pbOnly: true,
  },
  {
    token: 'prioritizations_reorder',
    defaultText: 'Drag your selected projects into the order you prefer',
    location: 'Prioritization, ranking step',
    pb: true,
    pbOnly: true,
  },
];

export const PB_TEXT_TOKENS: readonly TTextToken[] = TEXT_TOKENS.filter((t) => t.pb).map((t) =>
  t.pbDefaultText ? { ...t, defaultText: t.pbDefaultText } : t,
);
const SIMULATION_TEXT_TOKENS = TEXT_TOKENS.filter((t) => !t.pbOnly);
export const textTokensFor = (isPb: boolean) => (isPb ? PB_TEXT_TOKENS : SIMULATION_TEXT_TOKENS);
export const isTextTokenFor = (token: string, isPb: boolean) =>
  textTokensFor(isPb).some((t) => t.token === token);
