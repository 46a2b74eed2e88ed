// A prioritization's ballot refusals and limits (issue 12; docs/api.md "Prioritization ballots"). No zod
// here: the residents' page imports these, and the shapes (ballot.ts) stay out of its bundle.

export const BALLOT_MESSAGES = {
  noProjects: 'Choose at least one project.',
  unknownProject: 'This project is not part of the prioritization.',
  repeatedProject: 'This project appears more than once.',
  ranksNotSequential: 'Ranks must run from 1 to the number of chosen projects, each used once.',
  overFunds: 'The chosen projects cost more than the available funds.',
  underGoal: 'The chosen projects must meet or exceed the goal.',
  overPoints: 'More points were given than are available.',
  pointsNotAllUsed: 'All the available points must be given.',
  pointsRequired: 'Give this project at least one point.',
  pointsNotAllowed: 'Points are given only in a points prioritization.',
  suggestionNotABox: 'This item is not a suggestion box.',
  suggestionTextRequired: 'Describe your suggested project.',
  suggestionTooLong: 'This suggestion is too long.',
  suggestionCostNotAllowed: 'This suggestion box does not take a cost.',
  suggestionAboveCeiling: 'This cost is above the highest amount allowed.',
  suggestionRepeated: 'Only one suggestion per suggestion box.',
  verificationRequired: 'Please verify that you are a voter before submitting your ballot.',
  voterCodeUnknown: 'This voter code is not valid.',
  voterCodeUsed: 'This voter code has already been used.',
  emailInvalid: 'Please enter a valid e-mail address.',
  emailCodeWrong: 'This code is not correct. Please check the e-mail and try again.',
  emailCodeExpired: 'This code has expired. Please ask for a new one.',
  emailCodeTooManyAttempts: 'Too many wrong codes. Please ask for a new one.',
  voterTokenInvalid: 'Your verification has expired. Please verify again.',
  votingClosed: 'Voting on this prioritization has closed.',
  receiptUnknown: 'No ballot has this receipt code.',
  notAPrioritization: 'This is not a prioritization.',
  resultsNeedInactive: 'Results can be published only when the prioritization is Inactive.',
  resultsNoBallots: 'There are no ballots to count yet.',
  paperNeedsActivation: 'Paper ballots can be entered once the prioritization has been activated.',
} as const;

/** Maximum with a number in it: said where the refusal happens and on the page. */
export const maxItemsMessage = (max: number) =>
  `Choose at most ${max} ${max === 1 ? 'project' : 'projects'}.`;

export const BALLOT_LIMITS = {
  suggestionMax: 2000,
  suggestionsMax: 20,
  voterCodeMax: 40,
  emailMax: 254,
  emailCodeLength: 6,
  /** Minutes an e-mailed code stays valid. */
  emailCodeMinutes: 15,
  /** Wrong codes allowed per e-mailed code before a new one must be asked for. */
  emailCodeAttempts: 5,
  /** Hours a verified e-mail's voter token stays valid. */
  voterTokenHours: 2,
  voterCodesPerBatchMax: 10_000,
  receiptCodeLength: 9,
  /** Projects a ballot may name (a prioritization has far fewer). */
  projectsMax: 2000,
} as const;
