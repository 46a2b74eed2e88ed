import { INLINE_EDITOR_MESSAGES as I } from '../simulations/messages.ts';

/** Exact strings of the Exit / Entry tab and the question dialog (spec 1 sections 2, 5, 8). */
export const QUESTION_MESSAGES = {
  textRequired: 'Question Text is required',
  textTooShort: 'Question Text must be at least 5 characters',
  textTooLong: 'Question Text cannot be more than 1000 characters',
  csvLabelRequired: 'CSV Label is required',
  csvLabelTooShort: 'CSV Label must be at least 3 characters',
  csvLabelCharacters: 'The CSV label can only contain lower-case letters, numbers, and underscores',
  optionsTooFew: 'At least two options are required',
  optionsEmpty: 'Options cannot be empty',
  optionsEditing:
    'One or more fields is being edited. Please close all fields by clicking the green checkmark.',
  invalidQuestion: 'Invalid demographics question ID',
  noEntryQuestions: "You haven't created any entry questions yet.",
  noExitQuestions: "You haven't created any exit questions yet.",
  deleteTitle: 'Delete Exit Question?',
  deleteConfirm: 'Yes, Delete it',
  selectRequired: I.selectRequired,
  /** Not in the spec: the limits it states without words, and the server's refusals. */
  csvLabelTooLong: 'CSV Label cannot be more than 100 characters',
  csvLabelTaken: 'Another question of this simulation already uses this CSV label',
  optionLabelTooShort: 'Option labels must be at least 2 characters',
  optionLabelTooLong: 'Option labels cannot be more than 100 characters',
  defaultNotEditable:
    'Standard questions cannot be edited. You can only include or exclude them and make them required.',
  defaultNotDeletable: 'Standard questions cannot be deleted. Uncheck Include? to leave one out.',
  customQuestionsDisabled: 'Custom questions are not available on your plan.',
  customEntryQuestionsDisabled: 'Custom entry questions are not available on your plan.',
  orderMismatch: 'The order must list every question of the table exactly once.',
} as const;

/** Column headings and labels of the two tables (spec 1 "Exit (demographics) tab"). */
export const QUESTION_LABELS = {
  entryTable: 'Entry Questions',
  exitTable: 'Exit Questions',
  tabWithEntry: 'Exit / Entry',
  tabExitOnly: 'Exit Questions',
  columns: {
    order: 'Order',
    question: 'Question',
    type: 'Type',
    include: 'Include?',
    required: 'Required?',
    repeatOnExit: 'Repeat on Exit?',
  },
  createQuestion: 'Create Question',
  customSettings: 'Custom Settings',
  dropAPin: 'Drop-a-Pin',
  dropAPinRequired: 'Required',
  entryIntroduction: 'Entry screen introduction',
  entryClosing: 'Entry screen closing',
  exitClosing: 'Exit screen closing',
  translationNote:
    'The 5 standard exit questions are translated automatically when the simulation language is French, Marshallese or Spanish.',
} as const;
