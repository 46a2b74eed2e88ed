// Screen wording of our own for the meetings screens (the spec names these controls without their
// words, decision 0470). The spec's exact texts (messages, dialog titles) come from packages/domain.

export const LIST_LABELS = {
  columns: { name: 'Name', budget: 'Budget', description: 'Description', modified: 'Date Modified' },
  create: 'Create Meeting',
  rowActions: (name: string) => `Actions for ${name}`,
  tableCaption: 'Meetings: select a row to show its actions',
  empty: 'No meetings yet. Create a meeting to get started.',
  emptyForSimulation: 'This simulation has no meetings yet.',
  moved: 'Meetings are now managed in each simulation’s Meetings tab.',
  movedLinks: 'Open the Meetings tab of',
  simulationsLink: 'Go to Simulations',
} as const;

export const ACTION_LABELS = {
  facilitator: 'Open Facilitator View',
  public: 'Open Public View',
  results: 'Open Results View',
  copy: 'Copy Public Link',
  edit: 'Edit',
  delete: 'Delete',
  /** Why the public pages cannot be opened yet (a meeting is open while its simulation is Active). */
  notOpen: 'Residents can join once the meeting’s simulation is Active.',
  /** Why the facilitator's and results views cannot be opened (a New or Archived simulation). */
  figuresNotOpen: 'The meeting’s figures can be read while its simulation is Active or Inactive.',
  copied: 'Public link copied to clipboard successfully!',
  copyFailed: 'Failed to copy the public link to your clipboard.',
  deleteText: (name: string) =>
    `“${name}” will be deleted and its links will stop working. What residents submitted during the meeting stays in the simulation’s analytics.`,
} as const;

export const CREATE_LABELS = {
  name: 'Meeting Name',
  simulation: 'Simulation',
  simulationHelp: 'Only Active simulations can hold a meeting.',
  cancel: 'Cancel',
  submit: 'Create',
  noActive:
    'A meeting is held on an Active simulation, and none of your simulations is Active yet. Activate a simulation, then create its meeting.',
  toSimulations: 'Go to Simulations',
  ok: 'OK',
} as const;

export const EDITOR_LABELS = {
  save: 'Save',
  tabs: 'Meeting sections',
  generalInfo: 'General Info',
  simulation: 'Simulation',
  location: 'Location',
  description: 'Description',
  privateNote: 'Optional, for your staff only: residents do not see it.',
  wholeBudget: 'Use entire budget?',
  wholeBudgetNote:
    'Residents take the whole simulation. Uncheck to choose the categories and items to discuss.',
  pickNote: 'Select the items residents work on. Checking a category selects all of its items.',
  revenue: 'Revenue',
  expenses: 'Expenses',
  noItems: 'No items',
  listEmpty: 'No categories.',
  structureFailed: 'The simulation’s categories could not be loaded.',
  leave: 'Are you sure you want to leave without saving the meeting’s categories?',
} as const;

export const NO_CATEGORIES_LABELS = {
  text: 'No category or item is selected, so the meeting will use the entire budget: residents take the whole simulation.',
  confirm: 'Use Entire Budget',
  cancel: 'Cancel',
} as const;

export const CHECK_LABELS = {
  intro: 'Please check your meeting before saving: what residents work on and where they join.',
  name: 'Meeting',
  simulation: 'Simulation',
  location: 'Location',
  description: 'Description',
  none: 'None',
  content: 'Residents work on',
  wholeBudget: 'The entire budget',
  itemCount: (count: number) => `${count} selected item${count === 1 ? '' : 's'}:`,
  joinAt: 'Residents join at',
  confirm: 'Save Meeting',
  cancel: 'Keep Editing',
} as const;

/** The marketing panel of a client without meetings (the spec names the Meeting Mode pitch, not its words). */
export const MEETINGS_PITCH = {
  heading: 'Run budget meetings everyone takes part in',
  intro:
    'Meeting Mode turns a public meeting into a live budgeting session: residents in the room work through your simulation on their own phones while you follow their choices on the big screen.',
  points: [
    'A public link and a facilitator view for every meeting',
    'Hold the meeting on the whole budget or on the categories you choose',
    'Live counts of who joined and submitted, with the average changes',
    'Meeting submissions kept with the simulation’s analytics',
  ],
  cta: 'Upgrade to unlock Meeting Mode',
  disabled: 'Meeting Mode is not included in your plan.',
} as const;
