// Screen wording of our own for the receipts list (the spec names these controls without their words).
// The spec's exact texts (messages, counter, empty state, method labels) come from packages/domain.

export const LIST_LABELS = {
  columns: { name: 'Name', description: 'Description', created: 'Created', status: 'Status' },
  emptyFilter: (status: string | null) =>
    status
      ? `No taxpayer receipts are ${status}.`
      : 'No taxpayer receipts to show. Archived taxpayer receipts are listed under the Archived status.',
  rowActions: (name: string) => `Actions for ${name}`,
  tableCaption: 'Taxpayer Receipts: select a row to show its actions',
} as const;

/** The marketing panel of a client without taxpayer receipts (the spec names the panel, not its words). */
export const RECEIPTS_PITCH = {
  heading: 'Show residents where their taxes go',
  intro:
    'Taxpayer receipts give every resident a personal estimate of the taxes they pay and how each dollar is spent, item by item.',
  points: [
    'Spending categories and items with their amounts, in eight languages',
    'Property, sales and income tax calculators residents fill in themselves',
    'Start from scratch or from one of your simulations',
    'Preview before publishing, at your own address',
  ],
  cta: 'Upgrade to unlock Taxpayer Receipts',
  disabled: 'Taxpayer receipts are not included in your plan.',
} as const;
