// Wording of our own for the Impacts tab (the spec names these controls without their words). The
// spec's texts (column names, field names, messages, the dialog title) come from packages/domain
// (IMPACT_LABELS, IMPACT_MESSAGES, impactCalculationsTitle).

export const IMPACT_TAB_LABELS = {
  create: 'Create Impact',
  tableCaption: 'Impacts, in the order residents see them',
  actions: 'Actions',
  drag: (name: string) => `Reorder ${name}`,
  edit: (name: string) => `Edit ${name}`,
  multipliers: (name: string) => `Multipliers for ${name}`,
  remove: (name: string) => `Delete ${name}`,
  noTarget: 'No target',
  dragInstructions:
    'To pick up an impact, press Space or Enter. Use the arrow keys to move it, press Space or Enter again to drop it in its new position, or Escape to cancel.',
  deleteBody: (name: string) => `"${name}" and its multipliers will be deleted.`,
  deleteConfirm: 'Delete',

  // Impact dialog
  newTitle: 'Create Impact',
  editTitle: 'Edit Impact',
  descriptionHelp: 'A sentence residents read under the impact.',
  targetHelp: 'Optional: a number such as 500 or 12.5, without commas or symbols.',
  prefixHelp: 'Shown before the target, for example $.',
  suffixHelp: 'Shown after the target, for example " trees".',
  save: 'Save',
  cancel: 'Cancel',

  // Multiplier dialog
  item: 'Item',
  lists: { expense: 'Spending', revenue: 'Revenue' },
  multiplierOf: (item: string) => `Multiplier for ${item}`,
  calculationsCaption: (name: string) =>
    `Each item's amount times its multiplier gives its share of ${name}.`,
  noItems: 'This simulation has no items yet. Add spending or revenue items to give them multipliers.',
  loading: 'Loading the impact calculations…',
  loadFailed: 'The impact calculations could not be loaded: ',
} as const;

/** The placeholder a client without impacts sees (the spec names it, not its words). */
export const IMPACTS_PITCH = {
  disabled: 'Impacts are not included in your plan.',
  heading: 'Show residents what their choices change',
  intro:
    'Impacts turn a budget into results people can picture: trees planted, potholes filled, minutes saved on an emergency call.',
  points: [
    'Give each spending or revenue item a multiplier per impact',
    'Residents see each impact move as they change amounts',
    'Set a target so residents know what a good result looks like',
  ],
  cta: 'Upgrade to unlock Impacts',
} as const;
