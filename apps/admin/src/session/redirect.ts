/** Where a signed-in user lands without a (valid) redirect target. */
export const HOME_PATH = '/dashboard';

/** Paths that make no sense as a target after signing in. */
const NOT_TARGETS = ['/login', '/logout', '/forgot', '/reset', '/i'];

export interface TPathLike {
  pathname: string;
  search?: string;
  hash?: string;
}

/** /login with the full requested path (path, query and fragment) in the redirect query. */
export function buildLoginRedirect(location: TPathLike): string {
  const target = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return `/login?redirect=${encodeURIComponent(target)}`;
}

/**
 * The in-app path to go to after signing in: only a same-origin relative path starting with a single
 * '/' is accepted (no scheme, no protocol-relative '//host', no backslash tricks); anything else is
 * the dashboard.
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return HOME_PATH;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return HOME_PATH;
  const base = 'https://console.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== base) return HOME_PATH;
  if (NOT_TARGETS.includes(url.pathname.replace(/\/+$/, '') || '/')) return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
