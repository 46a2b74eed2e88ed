import { defineMessages, type NoMessageValues as None } from 'react-intl';

/** A value said as given: a name, or a number the message formats itself. */
type V = string | number;

// The ballot's own words (ids ballot.*). English is the source; i18n/messages/*.json translate them.

/** Words that differ by mode: housing, climate and project_management are labelled variants of budget. */
export const modeMessages = defineMessages<{
  projectsHeading: { mode: string };
  fundsLabel: { mode: string };
  howMoney: { funds: V };
  howMoneyGoal: { funds: V };
  howPoints: { points: V };
  howPlain: None;
  maxItems: { max: number };
}>({
  projectsHeading: {
    id: 'ballot.projects_heading',
    defaultMessage: '{mode, select, housing {Housing projects} climate {Climate projects} other {Projects}}',
  },
  fundsLabel: {
    id: 'ballot.funds_label',
    defaultMessage:
      '{mode, select, housing {Housing funds} climate {Climate funds} project_management {Project budget} points {Points} other {Available funds}}',
  },
  howMoney: {
    id: 'ballot.how_money',
    defaultMessage: 'Choose the projects you want, up to {funds} in total, then put them in your order.',
  },
  howMoneyGoal: {
    id: 'ballot.how_money_goal',
    defaultMessage: 'Choose projects that cost at least {funds} in total, then put them in your order.',
  },
  howPoints: {
    id: 'ballot.how_points',
    defaultMessage:
      'Choose the projects you want, spread your {points} points among them, then put them in your order.',
  },
  howPlain: {
    id: 'ballot.how_plain',
    defaultMessage: 'Choose the projects you want, then put them in your order.',
  },
  maxItems: {
    id: 'ballot.max_items',
    defaultMessage:
      '{max, plural, one {You may choose one project.} other {You may choose up to # projects.}}',
  },
});

export const tileMessages = defineMessages<{
  viewLabel: None;
  viewSm: None;
  viewLg: None;
  viewList: None;
  cost: None;
  choose: None;
  chooseNamed: { name: V };
  chosen: { rank: V };
  blockedMaxItems: { max: V };
  blockedOverFunds: { left: V };
  blockedNoPoints: None;
  moreDetails: None;
  imageCredit: { credit: V };
  mapHeading: None;
  mapShow: None;
  mapHide: None;
  added: { name: V; rank: V; count: V };
  removed: { name: V };
}>({
  viewLabel: { id: 'ballot.view_label', defaultMessage: 'Show projects as' },
  viewSm: { id: 'ballot.view_sm', defaultMessage: 'Small tiles' },
  viewLg: { id: 'ballot.view_lg', defaultMessage: 'Large tiles' },
  viewList: { id: 'ballot.view_list', defaultMessage: 'List' },
  cost: { id: 'ballot.cost', defaultMessage: 'Cost' },
  choose: { id: 'ballot.choose', defaultMessage: 'Choose' },
  chooseNamed: { id: 'ballot.choose_named', defaultMessage: 'Choose {name}' },
  chosen: { id: 'ballot.chosen', defaultMessage: 'Chosen, rank {rank}' },
  blockedMaxItems: {
    id: 'ballot.blocked_max_items',
    defaultMessage: 'You have chosen the most projects allowed ({max}).',
  },
  blockedOverFunds: { id: 'ballot.blocked_over_funds', defaultMessage: 'Costs more than the {left} left' },
  blockedNoPoints: { id: 'ballot.blocked_no_points', defaultMessage: 'No points left to give' },
  moreDetails: { id: 'ballot.more_details', defaultMessage: 'More details' },
  imageCredit: { id: 'ballot.image_credit', defaultMessage: 'Photo: {credit}' },
  mapHeading: { id: 'ballot.map_heading', defaultMessage: 'Where the projects are' },
  mapShow: { id: 'ballot.map_show', defaultMessage: 'Show the projects on a map' },
  mapHide: { id: 'ballot.map_hide', defaultMessage: 'Hide the map' },
  added: { id: 'ballot.added', defaultMessage: '{name} added at rank {rank} of {count}.' },
  removed: { id: 'ballot.removed', defaultMessage: '{name} removed from your choices.' },
});

export const rankMessages = defineMessages<{
  empty: None;
  rankOf: { rank: V; count: V };
  moveUp: { name: V };
  moveDown: { name: V };
  remove: { name: V };
  drag: { name: V };
  moved: { name: V; rank: V; count: V };
  keyboardHelp: None;
  picked: { name: V; rank: V; count: V };
  over: { name: V; rank: V; count: V };
  cancelled: { name: V };
  points: { name: V };
  pointsMore: { name: V };
  pointsLess: { name: V };
}>({
  empty: {
    id: 'ballot.rank_empty',
    defaultMessage: 'Choose projects above: they appear here, and you can put them in your order.',
  },
  rankOf: { id: 'ballot.rank_of', defaultMessage: 'Rank {rank} of {count}' },
  moveUp: { id: 'ballot.move_up', defaultMessage: 'Move {name} up' },
  moveDown: { id: 'ballot.move_down', defaultMessage: 'Move {name} down' },
  remove: { id: 'ballot.remove', defaultMessage: 'Remove {name}' },
  drag: { id: 'ballot.drag', defaultMessage: 'Drag {name} to change its rank' },
  moved: { id: 'ballot.moved', defaultMessage: '{name} moved to rank {rank} of {count}.' },
  keyboardHelp: {
    id: 'ballot.keyboard_help',
    defaultMessage:
      'With a keyboard: use the Up and Down buttons, or focus a drag handle, press Space to pick the project up, the arrow keys to move it, Space to drop it and Escape to cancel.',
  },
  picked: { id: 'ballot.picked', defaultMessage: 'Picked up {name} at rank {rank} of {count}.' },
  over: { id: 'ballot.over', defaultMessage: '{name} is over rank {rank} of {count}.' },
  cancelled: { id: 'ballot.cancelled', defaultMessage: 'Moving {name} was cancelled.' },
  points: { id: 'ballot.points', defaultMessage: 'Points for {name}' },
  pointsMore: { id: 'ballot.points_more', defaultMessage: 'One more point for {name}' },
  pointsLess: { id: 'ballot.points_less', defaultMessage: 'One point fewer for {name}' },
});

export const barMessages = defineMessages<{
  used: { used: V; funds: V };
  left: { amount: V };
  over: { amount: V };
  toGoal: { amount: V };
  goalReached: None;
  pointsUsed: { given: V; total: V };
  chosenCount: { count: number };
  review: None;
}>({
  used: { id: 'ballot.bar_used', defaultMessage: '{used} of {funds}' },
  left: { id: 'ballot.bar_left', defaultMessage: '{amount} left' },
  over: { id: 'ballot.bar_over', defaultMessage: '{amount} over' },
  toGoal: { id: 'ballot.bar_to_goal', defaultMessage: '{amount} to go to reach the goal' },
  goalReached: { id: 'ballot.bar_goal_reached', defaultMessage: 'Goal reached' },
  pointsUsed: { id: 'ballot.bar_points_used', defaultMessage: '{given} of {total} points given' },
  chosenCount: {
    id: 'ballot.bar_chosen',
    defaultMessage:
      '{count, plural, =0 {No projects chosen yet} one {One project chosen} other {# projects chosen}}',
  },
  review: { id: 'ballot.review_button', defaultMessage: 'Review my ballot' },
});

export const suggestionMessages = defineMessages<{
  heading: None;
  intro: None;
}>({
  heading: { id: 'ballot.suggestions_heading', defaultMessage: 'Propose a project' },
  intro: {
    id: 'ballot.suggestions_intro',
    defaultMessage: 'Your ideas go to staff for future rounds. They are not counted in this vote.',
  },
});

export const reviewMessages = defineMessages<{
  title: None;
  intro: None;
  total: None;
  ideas: None;
  edit: None;
  continue: None;
  notReady: None;
  hasBallotBrowser: None;
  hasBallotEmail: None;
  maxItems: { max: number };
}>({
  title: { id: 'ballot.review_title', defaultMessage: 'Review your ballot' },
  intro: {
    id: 'ballot.review_intro',
    defaultMessage: 'Check your choices before you submit. You can still change them.',
  },
  total: { id: 'ballot.review_total', defaultMessage: 'Total' },
  ideas: { id: 'ballot.review_ideas', defaultMessage: 'Your project ideas' },
  edit: { id: 'ballot.review_edit', defaultMessage: 'Change my choices' },
  continue: { id: 'ballot.review_continue', defaultMessage: 'Continue' },
  notReady: { id: 'ballot.review_not_ready', defaultMessage: 'Your ballot is not ready yet:' },
  hasBallotBrowser: {
    id: 'ballot.has_ballot_browser',
    defaultMessage: 'You have already voted from this browser. A new ballot will replace it.',
  },
  hasBallotEmail: {
    id: 'ballot.has_ballot_email',
    defaultMessage: 'This e-mail address has already voted. A new ballot will replace the earlier one.',
  },
  maxItems: {
    id: 'ballot.problem_max_items',
    defaultMessage: '{max, plural, one {Choose at most # project.} other {Choose at most # projects.}}',
  },
});

export const verifyMessages = defineMessages<{
  heading: None;
  emailIntro: None;
  emailLabel: None;
  sendCode: None;
  codeSent: { email: V; minutes: V };
  codeLabel: None;
  verify: None;
  sendAgain: None;
  verifiedEmail: { email: V };
  voterCodeIntro: None;
  voterCodeLabel: None;
  checkCode: None;
  voterCodeOk: None;
  failed: None;
}>({
  heading: { id: 'ballot.verify_heading', defaultMessage: 'Confirm that you are a voter' },
  emailIntro: {
    id: 'ballot.verify_email_intro',
    defaultMessage:
      'We will e-mail you a code. Your address is used only to keep one ballot per voter, and is not shown with your vote.',
  },
  emailLabel: { id: 'ballot.verify_email_label', defaultMessage: 'E-mail address' },
  sendCode: { id: 'ballot.verify_send_code', defaultMessage: 'Send me a code' },
  codeSent: {
    id: 'ballot.verify_code_sent',
    defaultMessage: 'If {email} can vote, a code is on its way. It is valid for {minutes} minutes.',
  },
  codeLabel: { id: 'ballot.verify_code_label', defaultMessage: 'Code from the e-mail' },
  verify: { id: 'ballot.verify_button', defaultMessage: 'Verify' },
  sendAgain: { id: 'ballot.verify_send_again', defaultMessage: 'Use another address or send a new code' },
  verifiedEmail: { id: 'ballot.verified_email', defaultMessage: 'Verified: {email}' },
  voterCodeIntro: {
    id: 'ballot.voter_code_intro',
    defaultMessage: 'Enter the voter code you were given, on paper or by mail.',
  },
  voterCodeLabel: { id: 'ballot.voter_code_label', defaultMessage: 'Voter code' },
  checkCode: { id: 'ballot.voter_code_check', defaultMessage: 'Check code' },
  voterCodeOk: { id: 'ballot.voter_code_ok', defaultMessage: 'Voter code accepted.' },
  failed: {
    id: 'ballot.verify_failed',
    defaultMessage: 'We could not check this right now. Please try again.',
  },
});

export const doneMessages = defineMessages<{
  title: None;
  text: None;
  receiptLabel: None;
  receiptExplain: None;
  copy: None;
  copied: None;
  replaced: None;
}>({
  title: { id: 'ballot.done_title', defaultMessage: 'Your ballot is in' },
  text: { id: 'ballot.done_text', defaultMessage: 'Thank you for voting.' },
  receiptLabel: { id: 'ballot.receipt_label', defaultMessage: 'Your receipt code' },
  receiptExplain: {
    id: 'ballot.receipt_explain',
    defaultMessage:
      'Keep this code. When the results are published, enter it on this page to check that your ballot was counted. It does not show how you voted.',
  },
  copy: { id: 'ballot.receipt_copy', defaultMessage: 'Copy code' },
  copied: { id: 'ballot.receipt_copied', defaultMessage: 'Code copied.' },
  replaced: {
    id: 'ballot.receipt_replaced',
    defaultMessage: 'This ballot replaced your earlier ballot. Only this one will be counted.',
  },
});

/** SubmitStatus's words for a ballot. */
export const sendMessages = defineMessages<{
  sending: None;
  offline: { seconds: number };
  failed: None;
  retryNow: None;
  preview: None;
}>({
  sending: { id: 'ballot.sending', defaultMessage: 'Sending your ballot…' },
  offline: {
    id: 'ballot.offline',
    defaultMessage:
      'We could not reach the server. Your ballot is saved on this device and we will try again in {seconds, plural, one {# second} other {# seconds}}.',
  },
  failed: { id: 'ballot.failed', defaultMessage: 'Your ballot could not be sent. Please try again.' },
  retryNow: { id: 'ballot.retry_now', defaultMessage: 'Try again now' },
  preview: { id: 'ballot.preview_done', defaultMessage: 'This was a preview: your ballot was not sent.' },
});

export const resultsMessages = defineMessages<{
  title: None;
  ballots: { count: number };
  paper: { count: number };
  fundsUsed: { used: V; funds: V };
  published: { date: V };
  methodGreedy: None;
  methodMes: None;
  funded: None;
  notFunded: None;
  votes: { count: number };
  points: { count: number };
  mesHeading: None;
  mesStart: { voters: number; budget: V };
  mesIncrements: { budget: V };
  mesRound: { round: V; project: V; cost: V; payers: number; price: V };
  mesPartial: { count: number; amount: V };
  mesWithout: { count: number };
  checkHeading: None;
  checkIntro: None;
  checkLabel: None;
  checkButton: None;
  counted: None;
  countedInResults: None;
  replaced: None;
}>({
  title: { id: 'ballot.results_title', defaultMessage: 'Results' },
  ballots: {
    id: 'ballot.results_ballots',
    defaultMessage: '{count, plural, one {# ballot counted} other {# ballots counted}}',
  },
  paper: {
    id: 'ballot.results_paper',
    defaultMessage: '{count, plural, one {including # paper ballot} other {including # paper ballots}}',
  },
  fundsUsed: { id: 'ballot.results_funds_used', defaultMessage: 'Funds used: {used} of {funds}' },
  published: { id: 'ballot.results_published', defaultMessage: 'Published on {date}' },
  methodGreedy: {
    id: 'ballot.results_method_greedy',
    defaultMessage:
      'Counted by most votes first: projects were funded in order of their votes, passing over any that no longer fit in the funds.',
  },
  methodMes: {
    id: 'ballot.results_method_mes',
    defaultMessage:
      'Counted by the Method of Equal Shares: the funds were shared equally among the voters, and each project was paid for by the voters who chose it.',
  },
  funded: { id: 'ballot.results_funded', defaultMessage: 'Funded projects' },
  notFunded: { id: 'ballot.results_not_funded', defaultMessage: 'Not funded' },
  votes: { id: 'ballot.results_votes', defaultMessage: '{count, plural, one {# vote} other {# votes}}' },
  points: { id: 'ballot.results_points', defaultMessage: '{count, plural, one {# point} other {# points}}' },
  mesHeading: { id: 'ballot.mes_heading', defaultMessage: 'How the Method of Equal Shares decided' },
  mesStart: {
    id: 'ballot.mes_start',
    defaultMessage:
      '{voters, plural, one {The one voter started with {budget}.} other {Each of the # voters started with {budget}.}}',
  },
  mesIncrements: {
    id: 'ballot.mes_increments',
    defaultMessage:
      'Then every share was raised, step by step, to {budget}, so that more of the funds could be used.',
  },
  mesRound: {
    id: 'ballot.mes_round',
    defaultMessage:
      'Round {round}: {project} (cost {cost}) was paid by {payers, plural, one {its one supporter, {price}} other {its # supporters, {price} each}}.',
  },
  mesPartial: {
    id: 'ballot.mes_partial',
    defaultMessage:
      '{count, plural, one {One more supporter paid all they had left} other {# more supporters paid all they had left}}, {amount} together.',
  },
  mesWithout: {
    id: 'ballot.mes_without',
    defaultMessage:
      '{count, plural, one {One supporter had nothing left to give.} other {# supporters had nothing left to give.}}',
  },
  checkHeading: { id: 'ballot.check_heading', defaultMessage: 'Check your ballot' },
  checkIntro: { id: 'ballot.check_intro', defaultMessage: 'Enter the receipt code you got when you voted.' },
  checkLabel: { id: 'ballot.check_label', defaultMessage: 'Receipt code' },
  checkButton: { id: 'ballot.check_button', defaultMessage: 'Check' },
  counted: { id: 'ballot.check_counted', defaultMessage: 'Your ballot was counted.' },
  countedInResults: {
    id: 'ballot.check_counted_results',
    defaultMessage: 'Your ballot was counted in these results.',
  },
  replaced: {
    id: 'ballot.check_replaced',
    defaultMessage:
      'This ballot was replaced by a later ballot from the same voter, which is the one counted.',
  },
});

/** The server's refusals the resident can meet, in the same English as BALLOT_MESSAGES (a test keeps them so). */
export const refusalMessages = defineMessages<{
  noProjects: None;
  overFunds: None;
  underGoal: None;
  overPoints: None;
  pointsNotAllUsed: None;
  pointsRequired: None;
  suggestionTextRequired: None;
  suggestionTooLong: None;
  suggestionAboveCeiling: None;
  verificationRequired: None;
  voterCodeUnknown: None;
  voterCodeUsed: None;
  emailInvalid: None;
  emailCodeWrong: None;
  emailCodeExpired: None;
  emailCodeTooManyAttempts: None;
  voterTokenInvalid: None;
  votingClosed: None;
  receiptUnknown: None;
}>({
  noProjects: { id: 'ballot.errors.no_projects', defaultMessage: 'Choose at least one project.' },
  overFunds: {
    id: 'ballot.errors.over_funds',
    defaultMessage: 'The chosen projects cost more than the available funds.',
  },
  underGoal: {
    id: 'ballot.errors.under_goal',
    defaultMessage: 'The chosen projects must meet or exceed the goal.',
  },
  overPoints: {
    id: 'ballot.errors.over_points',
    defaultMessage: 'More points were given than are available.',
  },
  pointsNotAllUsed: {
    id: 'ballot.errors.points_not_all_used',
    defaultMessage: 'All the available points must be given.',
  },
  pointsRequired: {
    id: 'ballot.errors.points_required',
    defaultMessage: 'Give this project at least one point.',
  },
  suggestionTextRequired: {
    id: 'ballot.errors.suggestion_text_required',
    defaultMessage: 'Describe your suggested project.',
  },
  suggestionTooLong: {
    id: 'ballot.errors.suggestion_too_long',
    defaultMessage: 'This suggestion is too long.',
  },
  suggestionAboveCeiling: {
    id: 'ballot.errors.suggestion_above_ceiling',
    defaultMessage: 'This cost is above the highest amount allowed.',
  },
  verificationRequired: {
    id: 'ballot.errors.verification_required',
    defaultMessage: 'Please verify that you are a voter before submitting your ballot.',
  },
  voterCodeUnknown: {
    id: 'ballot.errors.voter_code_unknown',
    defaultMessage: 'This voter code is not valid.',
  },
  voterCodeUsed: {
    id: 'ballot.errors.voter_code_used',
    defaultMessage: 'This voter code has already been used.',
  },
  emailInvalid: { id: 'ballot.errors.email_invalid', defaultMessage: 'Please enter a valid e-mail address.' },
  emailCodeWrong: {
    id: 'ballot.errors.email_code_wrong',
    defaultMessage: 'This code is not correct. Please check the e-mail and try again.',
  },
  emailCodeExpired: {
    id: 'ballot.errors.email_code_expired',
    defaultMessage: 'This code has expired. Please ask for a new one.',
  },
  emailCodeTooManyAttempts: {
    id: 'ballot.errors.email_code_too_many_attempts',
    defaultMessage: 'Too many wrong codes. Please ask for a new one.',
  },
  voterTokenInvalid: {
    id: 'ballot.errors.voter_token_invalid',
    defaultMessage: 'Your verification has expired. Please verify again.',
  },
  votingClosed: {
    id: 'ballot.errors.voting_closed',
    defaultMessage: 'Voting on this prioritization has closed.',
  },
  receiptUnknown: { id: 'ballot.errors.receipt_unknown', defaultMessage: 'No ballot has this receipt code.' },
});

/** Every ballot message group (the catalog test checks en.json against these too). */
export const BALLOT_MESSAGE_GROUPS = [
  modeMessages,
  tileMessages,
  rankMessages,
  barMessages,
  suggestionMessages,
  reviewMessages,
  verifyMessages,
  doneMessages,
  sendMessages,
  resultsMessages,
  refusalMessages,
];
