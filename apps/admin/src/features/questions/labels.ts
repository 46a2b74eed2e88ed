import type { TQuestionDisplayType, TQuestionType } from '@commonpurse/domain';

// Wording of our own for the Exit / Entry tab (the spec names these controls without their words).
// The spec's texts (column names, messages, the delete confirmation) come from packages/domain
// (QUESTION_LABELS, QUESTION_MESSAGES).

export const QUESTIONS_TAB_LABELS = {
  intro:
    'Entry questions are asked before residents start, exit questions when they submit. Drag a row by its handle to change the order.',
  types: { text: 'Text', textarea: 'Text Area', email: 'Email', select: 'Select' } satisfies Record<
    TQuestionType,
    string
  >,
  tableCaption: (title: string) => `${title}, in the order residents see them`,
  actions: 'Actions',
  drag: (name: string) => `Reorder ${name}`,
  edit: (name: string) => `Edit ${name}`,
  remove: (name: string) => `Delete ${name}`,
  include: (name: string) => `Include ${name}`,
  required: (name: string) => `Require ${name}`,
  repeat: (name: string) => `Repeat ${name} on exit`,
  repeatedChip: 'Asked on entry',
  repeatedHelp: 'Repeated from the entry questions: change it there.',
  standardChip: 'Standard',
  dragInstructions:
    'To pick up a question, press Space or Enter. Use the arrow keys to move it, press Space or Enter again to drop it in its new position, or Escape to cancel.',
  deleteBody: (name: string) => `"${name}" and the answers residents gave to it will no longer be shown.`,

  // Question dialog
  newTitle: (table: TQuestionDisplayType) =>
    table === 'entry' ? 'Create Entry Question' : 'Create Exit Question',
  editTitle: (table: TQuestionDisplayType) =>
    table === 'entry' ? 'Edit Entry Question' : 'Edit Exit Question',
  questionText: 'Question Text',
  csvLabel: 'CSV Label',
  csvLabelHelp:
    'The column name in submission exports: lower-case letters, numbers and underscores. Leave it empty to generate one from the question.',
  type: 'Type',
  options: 'Options',
  optionsHelp: 'Residents choose one of these. Close each option with the green checkmark.',
  option: (n: number) => `Option ${n}`,
  addOption: 'Add Option',
  editOption: (label: string) => `Edit option ${label}`,
  closeOption: (n: number) => `Done editing option ${n}`,
  removeOption: (label: string) => `Delete option ${label}`,
  noOptions: 'No options yet.',
  flags: 'Settings',
  includeFlag: 'Include?',
  requiredFlag: 'Required?',
  repeatFlag: 'Repeat on Exit?',
  save: 'Save',
  cancel: 'Cancel',

  // Custom Settings
  dropAPinHelp:
    'Residents enter their postal code in the entry screen, then drop a pin on a map to show where they live.',
  dropAPinRequiredHelp: 'Residents cannot submit until they have entered a location.',
  textHelp: {
    entry_screen_introduction_text: 'Shown at the top of the entry screen.',
    entry_screen_closing_text: 'Shown at the end of the entry screen.',
    exit_screen_closing_text: 'Shown at the end of the exit screen.',
  },
  saveText: (label: string) => `Save ${label}`,
  discardText: (label: string) => `Discard changes to ${label}`,
  unsaved: 'Unsaved changes: save them with the green checkmark.',
} as const;

/** Screen-reader announcements while a row is dragged (shared with the impacts table). */
