// Screen wording of our own for a receipt's actions, on the list's rows and in the editor (the spec names
// the actions, not the words of their dialogs).

export const ACTION_LABELS = {
  edit: 'Edit',
  preview: 'Preview',
  view: 'View',
  activate: 'Activate',
  deactivate: 'Deactivate',
  archive: 'Archive',
  unarchive: 'Unarchive',
  delete: 'Delete',
  ok: 'OK',
  activateTitle: (name: string) => `Activate ${name}?`,
  deleteTitle: (name: string) => `Delete ${name}?`,
} as const;
