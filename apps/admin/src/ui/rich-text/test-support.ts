// jsdom has no layout: ProseMirror asks for coordinates on clicks and when scrolling the selection
// into view. Tests that render the editor install these empty answers first.

const emptyRect = (): DOMRect => new DOMRect(0, 0, 0, 0);
const emptyRects = (): DOMRectList => {
  const list = [] as unknown as DOMRectList & DOMRect[];
  (list as unknown as { item(i: number): DOMRect | null }).item = () => null;
  return list;
};

export function installEditorLayout(): void {
  if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = emptyRect;
  if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyRects;
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
}
