// Wording of our own for the Guided Tour tab (the spec names these controls without their words).
// Spec texts ('Guided Tour', the checkbox, the empty hint) are TOUR_MESSAGES in packages/domain.

export const TOUR_LABELS = {
  addTitle: 'Add to the tour',
  categorySelect: 'Category',
  choose: 'Choose a category',
  addButton: 'Add to Tour',
  allInTour: 'Every category is already in the tour.',
  listLabel: 'Tour categories in the order of the tour',
  spending: 'Spending',
  revenue: 'Revenue',
  housingSpending: 'Housing Choices',
  housingRevenue: 'Housing Requirements',
  drag: (name: string) => `Reorder ${name} in the tour`,
  remove: (name: string) => `Remove ${name} from the tour`,
  items: (name: string) => `Items of ${name} shown in the tour`,
  noItems: 'This category has no items yet.',
  dragInstructions:
    'To pick up a tour category, press Space or Enter. Use the arrow keys to move it, press Space or Enter again to drop it in its new place, or Escape to cancel.',
  pickedUp: (name: string) => `Picked up ${name}.`,
  movedTo: (name: string, position: number, total: number) =>
    `${name} is now in position ${position} of ${total}.`,
  dropped: (name: string, position: number, total: number) =>
    `${name} was dropped in position ${position} of ${total}.`,
  cancelled: (name: string) => `Reordering cancelled. ${name} went back to its place.`,
} as const;
