/** Question types and where a question is asked (spec 1 section 3 "Demographic question"). */
export const QUESTION_TYPES = ['text', 'textarea', 'email', 'select'] as const;
export type TQuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_DISPLAY_TYPES = ['entry', 'exit'] as const;
export type TQuestionDisplayType = (typeof QUESTION_DISPLAY_TYPES)[number];

/** Limits of spec 1 sections 5 and 9; the maximums marked "ours" are not in the spec. */
export const QUESTION_LIMITS = {
  textMin: 5,
  textMax: 1000,
  csvLabelMin: 3,
  /** Ours: a CSV column name stays readable. */
  csvLabelMax: 100,
  /** Ours: generated labels are cut here (at a word boundary when one is near). */
  generatedCsvLabelMax: 50,
  optionLabelMin: 2,
  optionLabelMax: 100,
  selectOptionsMin: 2,
  /** The question dialog's max width (spec 1 section 9). */
  dialogMaxWidth: 650,
} as const;

/** Lower-case letters, digits and underscores. */
export const CSV_LABEL_PATTERN = /^[a-z0-9_]+$/;

/** The label a question gets when its text holds too few Latin letters or digits to make one. */
export const CSV_LABEL_FALLBACK = 'question';
/** The value base an option gets in the same case, numbered: option_1, option_2... */
export const OPTION_VALUE_FALLBACK = 'option';
