/** Text or an attribute value written into HTML: every character that could end either is escaped. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * JSON for a `<script type="application/json">` element: `<` (and `>`, `&`, the JavaScript line
 * separators) as \u escapes, so no value can close the element or open a comment.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
