// The create dialog's wording of our own; the spec's texts (method labels, messages) come from
// packages/domain.

export const CREATE_LABELS = {
  title: 'Create Taxpayer Receipt',
  name: 'Name',
  language: 'Language',
  method: 'How would you like to create this taxpayer receipt?',
  simulation: 'Simulation to duplicate',
  receipt: 'Taxpayer receipt to duplicate',
  noSimulations: 'You have no simulations to duplicate yet.',
  noReceipts: 'You have no taxpayer receipts to duplicate yet.',
  cancel: 'Cancel',
} as const;
