// jsdom has no layout: ProseMirror asks for coordinates on clicks and when scrolling the selection
// into view. Tests that render the editor install these empty answers first.

const emptyRect = (): DOMRect => new DOMRect(0, 0, 0, 0);
const emptyRects = (): DOMRectList => {
  const list = [] as unknown as DOMRectList & DOMRect[];
  (list as unknown as { item(i: number): DOMRect | null }).item = () => null;
  return list;
};

const noElement = () => null;

export function installEditorLayout(): void {
  if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = emptyRect;
  if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyRects;
  if (!document.elementFromPoint) document.elementFromPoint = noElement;
}

/**
 * Takes the answers away again (the test setup, after each file): files share one document, and other
 * libraries (axe-core) behave otherwise when these exist.
 */
export function uninstallEditorLayout(): void {
  const range = Range.prototype as Partial<Range>;
  if (range.getBoundingClientRect === emptyRect) delete range.getBoundingClientRect;
  if (range.getClientRects === emptyRects) delete range.getClientRects;
  if (document.elementFromPoint === noElement) delete (document as Partial<Document>).elementFromPoint;
}
