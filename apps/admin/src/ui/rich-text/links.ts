// Link rules of the rich-text editor (spec 1 section 5 "Other rules").

/** A scheme followed by '//' (http://, https://, ftp://) or one that never has it (mailto:, tel:). */
const HAS_SCHEME = /^(?:[a-z][a-z0-9+.-]*:\/\/|mailto:|tel:)/i;
/** A bare e-mail address: something@host, nothing path-like. */
const BARE_EMAIL = /^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/;

/**
 * The href of a link as typed: unchanged with a scheme, `mailto:` before a bare e-mail address,
 * otherwise `http://` in front ('example.org' -> 'http://example.org'). Empty stays empty.
 */
export function linkHref(typed: string): string {
  const href = typed.trim();
  if (href === '' || HAS_SCHEME.test(href)) return href;
  if (BARE_EMAIL.test(href)) return `mailto:${href}`;
  return `http://${href}`;
}

/** Links containing '@' (e-mail addresses) open in place; every other link opens a new tab. */
export function opensInNewTab(href: string): boolean {
  return !href.includes('@');
}
