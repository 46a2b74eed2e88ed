import { StyleSheet } from '@emotion/sheet';

// jsdom recomputes every style rule of the page for each getComputedStyle, which Testing Library calls
// for every element a role query looks at: with MUI's thousands of Emotion rules, that was half of the
// console's test time. The setup drops Emotion's rules; a file that asserts a computed style (a width,
// a bar’s length) calls keepStyles() in its beforeAll. Hidden-ness never depends on them: MUI unmounts closed
// dialogs, menus and tabs, and sets the hidden and aria-hidden attributes, which Testing Library reads.
//
// Without Emotion's rules, what is left for getComputedStyle is jsdom's own default stylesheet, still
// matched against each element and its ancestors (about a sixth of the console's test CPU, decision
// 0616), and the inline styles. The default sheet's `display: none` rules matter only for elements
// with the hidden attribute or of a kind never drawn; the rest (display: block and the like) no test
// or library here reads. So while styles are dropped, a computed style is the inline style, with
// `display: none` for those elements and `visibility` inherited from the nearest inline one.

const ORIGINAL = Symbol.for('commonpurse.emotionInsert');
type TPatched = typeof StyleSheet.prototype & { [ORIGINAL]?: typeof StyleSheet.prototype.insert };
const proto = StyleSheet.prototype as TPatched;
const insert = (proto[ORIGINAL] ??= proto.insert);
// jsdom's own, kept on the window it belongs to: files may share this module but not a window.
const JSDOM_STYLE = Symbol.for('commonpurse.jsdomComputedStyle');
type TStyledWindow = Window & { [JSDOM_STYLE]?: typeof window.getComputedStyle };
const jsdomComputedStyle = (element: Element, pseudo?: string | null) =>
  ((window as TStyledWindow)[JSDOM_STYLE] ?? window.getComputedStyle).call(window, element, pseudo);

/** The elements jsdom's default stylesheet never displays. */
const NEVER_DRAWN = new Set(['head', 'script', 'style', 'template', 'noscript', 'title', 'meta', 'link']);

function inlineComputedStyle(element: Element, pseudo?: string | null): CSSStyleDeclaration {
  if (pseudo) return jsdomComputedStyle(element, pseudo);
  const style = document.createElement('div').style;
  style.cssText = (element as HTMLElement).style?.cssText ?? '';
  if (!style.display && ((element as HTMLElement).hidden || NEVER_DRAWN.has(element.localName)))
    style.display = 'none';
  if (!style.visibility) {
    let parent = element.parentElement;
    while (parent && !parent.style.visibility) parent = parent.parentElement;
    style.visibility = parent?.style.visibility ?? 'visible';
  }
  return style;
}

export function dropStyles() {
  (window as TStyledWindow)[JSDOM_STYLE] ??= window.getComputedStyle;
  proto.insert = function dropRule() {};
  window.getComputedStyle = inlineComputedStyle;
}

/** For one file: call it in the file's beforeAll (the setup drops styles again before the next file). */
export function keepStyles() {
  (window as TStyledWindow)[JSDOM_STYLE] ??= window.getComputedStyle;
  proto.insert = insert;
  window.getComputedStyle = jsdomComputedStyle;
}
