import { StyleSheet } from '@emotion/sheet';

// jsdom recomputes every style rule of the page for each getComputedStyle, which Testing Library calls
// for every element a role query looks at: with MUI's thousands of Emotion rules, that was half of the
// console's test time. The setup drops Emotion's rules; a file that asserts a computed style (a width,
// a bar's length) calls keepStyles() at its top. Hidden-ness never depends on them: MUI unmounts closed
// dialogs, menus and tabs, and sets the hidden and aria-hidden attributes, which Testing Library reads.

const ORIGINAL = Symbol.for('commonpurse.emotionInsert');
type TPatched = typeof StyleSheet.prototype & { [ORIGINAL]?: typeof StyleSheet.prototype.insert };
const proto = StyleSheet.prototype as TPatched;
const insert = (proto[ORIGINAL] ??= proto.insert);

export function dropStyles() {
  proto.insert = function dropRule() {};
}

export function keepStyles() {
  proto.insert = insert;
}
