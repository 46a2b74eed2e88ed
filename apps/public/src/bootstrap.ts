/** What the server tells the page about the address it answered (the cp-bootstrap JSON). */
export interface TBootstrap {
  subdomain: string | null;
  slug: string | null;
  /** Which page data to fetch: a taxpayer receipt's, or (absent) a simulation's or prioritization's. */
  kind?: 'simulation' | 'receipt';
  /** The preview token of `?preview=`, or null. */
  preview: string | null;
  status: 'ok' | 'unavailable';
  /** The simulation's stored locale code, when the server knows it (the page's words load at once). */
  locale: string | null;
}

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Reads the server's bootstrap; without one (the Vite dev server) works the address out itself:
 * `/s/{subdomain}/{slug}` or `{subdomain}.{host}/{slug}`, and `?preview=`.
 */
export function readBootstrap(doc: Document = document, location: Location = window.location): TBootstrap {
  const fromUrl = addressOf(location);
  const element = doc.getElementById('cp-bootstrap');
  if (!element?.textContent) return fromUrl;
  try {
    const raw = JSON.parse(element.textContent) as Record<string, unknown>;
    return {
      subdomain: str(raw.subdomain) ?? fromUrl.subdomain,
      slug: str(raw.slug) ?? fromUrl.slug,
      kind: raw.kind === 'receipt' ? 'receipt' : 'simulation',
      // The server may send the token itself or just say that the address carries one.
      preview: str(raw.preview) ?? (raw.preview === false ? null : fromUrl.preview),
      status: raw.status === 'unavailable' ? 'unavailable' : 'ok',
      locale: str(raw.locale),
    };
  } catch {
    return fromUrl;
  }
}

export function addressOf(location: Pick<Location, 'pathname' | 'hostname' | 'search'>): TBootstrap {
  const preview = new URLSearchParams(location.search).get('preview') || null;
  const segments = location.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  // Without the server (the Vite dev server) a page is taken for a simulation.
  const base = { preview, status: 'ok' as const, locale: null, kind: 'simulation' as const };
  if (segments[0] === 's') return { ...base, subdomain: segments[1] ?? null, slug: segments[2] ?? null };
  const labels = location.hostname.split('.');
  const subdomain = labels.length > 1 && labels[0] ? labels[0] : null;
  return { ...base, subdomain, slug: segments[0] ?? null };
}
