// Which site a request is for: the API, a client's public site ({subdomain}.{PUBLIC_BASE_HOST}) or the
// console (any other host).

const API_PREFIXES = ['/v1', '/oauth', '/api', '/docs', '/healthz', '/readyz', '/metrics', '/uploads'];

/** The public bundle's files (Vite base '/_public/'). */
export const PUBLIC_ASSETS_PREFIX = '/_public/';

export const isApiPath = (path: string) => API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

/** The client subdomain of `<sub>.<PUBLIC_BASE_HOST>` (a client's public site), or null. */
export function publicSubdomainOf(host: string, publicBaseHost: string): string | null {
  const lower = host.toLowerCase();
  const suffix = `.${publicBaseHost}`;
  const subdomain = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : '';
  return /^[a-z0-9-]+$/.test(subdomain) ? subdomain : null;
}

export const isPublicHost = (host: string, publicBaseHost: string) =>
  publicSubdomainOf(host, publicBaseHost) !== null;
