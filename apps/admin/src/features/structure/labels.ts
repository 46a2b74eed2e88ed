// Wording of our own for the Revenue, Spending and Items tabs (the spec names these controls without
// their words). Spec texts (messages, tooltips) come from packages/domain.

export const STRUCTURE_LABELS = {
  addCategory: 'Add Category',
  bulkEdit: 'Bulk Edit',
  bulkCancel: 'Cancel',
  bulkSave: 'Save Changes',
  bulkSaved: (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} saved.`,
  bulkNothing: 'Nothing was changed.',
  csv: 'CSV',
  csvMenu: 'CSV import and export',
  importCsv: 'Import CSV',
  reimportCsv: 'Re-import CSV',
  reimportTitle: 'Replace this list with the file?',
  reimportBody:
    'Importing replaces every category and item of this list (with their images, questions and impact multipliers) with the categories in the file. The other list is not changed.',
  reimportConfirm: 'Replace',
  importing: 'Importing the CSV file…',
  exportCsv: 'Export CSV',
  downloadTemplate: 'Download CSV Template',
  downloadTemplateYn: 'Download CSV Template (with yes/no questions)',
  categorize: 'Categorize Budget Subcategories',
  matching: 'Match Subcategories',
  total: 'Total',
  listTotal: (title: string) => `${title} total`,
  empty: (title: string) =>
    `There are no ${title.toLowerCase()} categories yet. Add a category or import a CSV file.`,
  emptyPb: 'There are no projects yet. Add a category or import a CSV file.',
  emptyCategory: 'No items yet: add one with the + button.',
  categoryName: 'Parent Category Name',
  categoryNameLabel: 'Category name',
  newCategoryName: 'New Category',
  itemName: 'Item name',
  itemAmount: (name: string) => `Amount of ${name}`,
  collapse: (name: string) => `Collapse ${name}`,
  expand: (name: string) => `Expand ${name}`,
  deleteCategory: (name: string) => `Delete category ${name}`,
  deleteCategoryTitle: (name: string) => `Delete ${name}?`,
  deleteCategoryBody: (count: number) =>
    count === 0
      ? 'The category will be deleted.'
      : `The category and its ${count} ${count === 1 ? 'item' : 'items'} will be deleted.`,
  deleteItem: (name: string) => `Delete ${name}`,
  deleteItemTitle: (name: string) => `Delete ${name}?`,
  deleteItemBody: 'The item will be deleted.',
  deleteConfirm: 'Delete',
  addItem: (name: string) => `Add item to ${name}`,
  addProject: (name: string) => `Add project to ${name}`,
  addSuggestionBox: (name: string) => `Add suggestion box to ${name}`,
  moreInfo: (name: string) => `More info for ${name}`,
  customize: (name: string) => `Customize ${name}`,
  customizeLocked: (name: string) => `Customize ${name} (locked)`,
  editItem: (name: string) => `Edit ${name}`,
  duplicateItem: (name: string) => `Duplicate ${name}`,
  suggestionSettings: (name: string) => `Suggestion box settings for ${name}`,
  scenario: (name: string) => `Scenario question for ${name}`,
  dedicated: (name: string) => `Dedicated funds question for ${name}`,
  moveTo: (name: string) => `Move ${name} to another category`,
  dragCategory: (name: string) => `Reorder category ${name}`,
  dragItem: (name: string) => `Reorder ${name}`,
  amountLabel: 'Amount',
  addItemButton: 'Add Item',
  addProjectButton: 'Add Project',
  lockCategory: 'Lock this category',
  lockCategoryHelp:
    'Residents see a locked category and its amounts but cannot change them in the simulation.',
  locked: 'Locked',
  rowMore: 'More actions for',
  duplicate: 'Duplicate',
  suggestionSettingsItem: 'Suggestion Box Settings',
  scenarioItem: 'Scenario Question',
  dedicatedItem: 'Dedicated Funds Question',
  suggestionBoxChip: 'Suggestion box',
  scenarioChip: 'Scenario',
  dedicatedChip: 'Dedicated funds',
  dragHelpTitle: 'Reorder by drag and drop',
  dragHelpBody:
    'Drag a category or an item by its handle to change the order residents see; drop an item on another category to move it there. With the keyboard: focus a handle, press Space to pick it up, use the arrow keys to move it and Space again to drop it (Escape cancels).',
  dragHelpClose: 'Got it',
  dragInstructions:
    'To pick up an item, press Space or Enter. Use the arrow keys to move it, press Space or Enter again to drop it in its new position, or Escape to cancel.',
} as const;

/** Title of a list tab for the empty text and totals. */
export const LIST_TITLES = {
  expenses: 'Spending',
  revenue: 'Revenue',
  housingExpenses: 'Housing Choices',
  housingRevenue: 'Housing Requirements',
  projects: 'Projects',
} as const;

/** Width of a row's action buttons, the same for categories and items so the amounts line up. */
export const ACTIONS_WIDTH = 164;
