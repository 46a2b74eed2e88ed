import { defineMessages } from 'react-intl';

/**
 * The default words of the customisable texts (TEXT_TOKENS in @commonpurse/domain, the English source of
 * truth; a test keeps these equal to it). A simulation's own text for a token replaces them: useText.
 * Written out here because the extractor reads literal messages only.
 */
export const TEXT_TOKEN_MESSAGES = defineMessages({
  entry_title: { id: 'text.entry_title', defaultMessage: 'Balance the Budget' },
  entry_button: { id: 'text.entry_button', defaultMessage: 'Get Started' },
  help_title: { id: 'text.help_title', defaultMessage: 'How it works' },
  help_increase: { id: 'text.help_increase', defaultMessage: 'Use + to increase an amount' },
  help_decrease: { id: 'text.help_decrease', defaultMessage: 'Use - to decrease an amount' },
  help_more_info: { id: 'text.help_more_info', defaultMessage: 'Select an item to learn more about it' },
  balance_deficit: { id: 'text.balance_deficit', defaultMessage: 'Deficit' },
  balance_surplus: { id: 'text.balance_surplus', defaultMessage: 'Surplus' },
  balance_balanced: { id: 'text.balance_balanced', defaultMessage: 'Balanced' },
  balance_label: { id: 'text.balance_label', defaultMessage: 'Balance' },
  revenue_heading: { id: 'text.revenue_heading', defaultMessage: 'Revenue' },
  expenses_heading: { id: 'text.expenses_heading', defaultMessage: 'Spending' },
  revenue_subtotal: { id: 'text.revenue_subtotal', defaultMessage: 'Total Revenue' },
  expenses_subtotal: { id: 'text.expenses_subtotal', defaultMessage: 'Total Spending' },
  more_info: { id: 'text.more_info', defaultMessage: 'More Info' },
  more_details: { id: 'text.more_details', defaultMessage: 'More Details' },
  reset_all: { id: 'text.reset_all', defaultMessage: 'Reset All' },
  suggestion_box_title: { id: 'text.suggestion_box_title', defaultMessage: 'Your Suggestion' },
  suggestion_box_placeholder: { id: 'text.suggestion_box_placeholder', defaultMessage: 'Describe your idea' },
  suggestion_box_cost: { id: 'text.suggestion_box_cost', defaultMessage: 'Estimated cost' },
  comment_label: { id: 'text.comment_label', defaultMessage: 'Add a comment' },
  submit: { id: 'text.submit', defaultMessage: 'Submit' },
  validation_title: { id: 'text.validation_title', defaultMessage: 'Before you submit' },
  surplus_required: { id: 'text.surplus_required', defaultMessage: 'You cannot submit with a deficit.' },
  max_items_reached: {
    id: 'text.max_items_reached',
    defaultMessage: 'You have selected the maximum number of items.',
  },
  success_title: { id: 'text.success_title', defaultMessage: 'Thank you!' },
  success_text: { id: 'text.success_text', defaultMessage: 'Your budget has been submitted.' },
  success_averages: { id: 'text.success_averages', defaultMessage: 'See how your choices compare' },
  share_header: { id: 'text.share_header', defaultMessage: 'Share with your neighbours' },
  share_text: { id: 'text.share_text', defaultMessage: 'I just shared my priorities for our budget.' },
  exit_title: { id: 'text.exit_title', defaultMessage: 'A few more questions' },
  exit_submit: { id: 'text.exit_submit', defaultMessage: 'Finish' },
  timer_label: { id: 'text.timer_label', defaultMessage: 'Time remaining' },
  goal_title: { id: 'text.goal_title', defaultMessage: 'Goal met' },
  meeting_results_heading: { id: 'text.meeting_results_heading', defaultMessage: 'Meeting Results' },
  meeting_results_participants: { id: 'text.meeting_results_participants', defaultMessage: 'Participants' },
  meeting_results_averages: { id: 'text.meeting_results_averages', defaultMessage: 'Average Changes' },
  map_heading: { id: 'text.map_heading', defaultMessage: 'Map' },
  prioritizations_selected_items_heading: {
    id: 'text.prioritizations_selected_items_heading',
    defaultMessage: 'Your selected projects',
  },
  prioritizations_reorder: {
    id: 'text.prioritizations_reorder',
    defaultMessage: 'Drag your selected projects into the order you prefer',
  },
});

export type TTextToken = keyof typeof TEXT_TOKEN_MESSAGES;

/** A prioritization's own defaults (pbDefaultText in TEXT_TOKENS), where the simulation's would not fit. */
export const PB_TEXT_TOKEN_MESSAGES = defineMessages({
  entry_title: { id: 'text.entry_title_pb', defaultMessage: 'Choose the Projects' },
});
