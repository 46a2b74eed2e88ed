// Wording of the editor kit's own controls (dialogs, inline fields, sortable rows).

export const KIT_LABELS = {
  save: 'Save',
  cancel: 'Cancel',
  discard: 'Discard',
  unsaved: 'Unsaved changes',
  counter: (length: number, max: number) => `${length} / ${max}`,
  loadingEditor: 'Loading the editor',
  editValue: (what: string) => `Edit ${what}`,
} as const;

export const SORT_LABELS = {
  pickedUp: (name: string, position: number, count: number) =>
    `Picked up ${name}, position ${position} of ${count}.`,
  movedTo: (name: string, position: number, count: number) =>
    `${name} moved to position ${position} of ${count}.`,
  dropped: (name: string, position: number, count: number) =>
    `${name} dropped at position ${position} of ${count}.`,
  cancelled: (name: string) => `Moving ${name} was cancelled.`,
} as const;

/** The editor header's inline name. */
export const NAME_LABELS = {
  editName: 'Edit name',
  nameField: 'Name',
  saveName: 'Save name',
  cancelName: 'Cancel',
  nameHint: 'Enter saves, Escape cancels.',
} as const;

/** The question before leaving an editor with unsaved optional texts. */
export const LEAVE_LABELS = { leaveTitle: 'Unsaved changes', leave: 'Leave', stay: 'Stay' } as const;

/** The public URL (slug) field. */
export const SLUG_LABELS = {
  slug: 'URL',
  slugChecking: 'Checking availability…',
  slugAvailable: 'This URL is available.',
  publicUrl: 'Public address',
} as const;
