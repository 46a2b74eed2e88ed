// Exact strings of the meetings screens (spec 2 sections 2, 5 and 8).

export const MEETING_LIMITS = {
  nameMin: 2,
  nameMax: 250,
  locationMax: 100,
  descriptionMax: 100,
  listPageSize: 1000,
} as const;

export const MEETING_MESSAGES = {
  nameRequired: 'Meeting name is required',
  nameTooShort: 'Meeting name must be at least 2 characters',
  /** Not worded by the spec: the same bound as a simulation's name. */
  nameTooLong: 'Meeting name cannot be longer than 250 characters',
  simulationRequired: 'Please select a Simulation for your meeting',
  maxCharacters: 'Maximum of 100 characters.',
  loadFailed: 'Failed to load meetings',
  loadSimulationsFailed: (reason: string) => `Failed to load available simulations: ${reason}`,
  createFailed: 'Failed to create the meeting: ',
  requestFailed: 'An error occurred while processing your request: ',
  deleted: 'The meeting was successfully deleted.',
  saveFailed: 'There was an error while trying to save your meeting. Please try again.',
  saved: 'The meeting was successfully saved.',
  deleteConfirm: 'Delete this meeting?',
  /** The meeting editor's back link to the simulation's Meetings tab. */
  backLink: '< Meetings',
  createTitle: 'Create New Meeting',
  noActiveSimulationsTitle: 'No Active Simulations Found',
  checkTitle: 'Check Your Meeting',
  noCategoriesTitle: 'No Categories Selected',
  /** Not worded by the spec: a meeting's simulation must be an Active simulation, not a prioritization. */
  simulationNotEligible: 'Meetings can only be held on an Active simulation.',
  /** Not worded by the spec (decision 0461): every meeting call without the client's meetings capability. */
  meetingsDisabled: 'Meetings are not enabled for your account.',
  /** Not worded by the spec: a selected subcategory that is not the simulation's. */
  subcategoryNotInSimulation: 'Every selected subcategory must belong to the meeting’s simulation.',
} as const;
