// The words of a list row's status actions and of their confirmations, the same for simulations,
// prioritizations and taxpayer receipts (the specs name the actions, not their dialogs' words).

export const STATUS_ACTION_LABELS = {
  edit: 'Edit',
  preview: 'Preview',
  view: 'View',
  activate: 'Activate',
  deactivate: 'Deactivate',
  archive: 'Archive',
  unarchive: 'Unarchive',
  delete: 'Delete',
  activateTitle: (name: string) => `Activate ${name}?`,
  deleteTitle: (name: string) => `Delete ${name}?`,
} as const;
