import type { TMeetingScreen } from '@commonpurse/domain/public';

/** What the server tells the page about the address it answered (the cp-bootstrap JSON). */
export interface TBootstrap {
  subdomain: string | null;
  slug: string | null;
  /**
   * Which page data to fetch: a taxpayer receipt's, a meeting's, or (absent) a simulation's or
   * prioritization's.
   */
  kind?: 'simulation' | 'receipt' | 'meeting';
  /** A meeting's page: which meeting, and which of its screens. */
  meeting?: { id: number; screen: TMeetingScreen };
  /** The preview token of `?preview=`, or null. */
  preview: string | null;
  status: 'ok' | 'unavailable';
  /** The simulation's stored locale code, when the server knows it (the page's words load at once). */
  locale: string | null;
  /**
   * Whether the simulation is a prioritization, when the server says (its ballot's chunk then loads
   * alongside the data); absent without the server.
   */
  pb?: boolean;
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
    const meeting = meetingOf(raw.meeting);
    return {
      subdomain: str(raw.subdomain) ?? fromUrl.subdomain,
      slug: str(raw.slug) ?? fromUrl.slug,
      kind: raw.kind === 'receipt' ? 'receipt' : raw.kind === 'meeting' && meeting ? 'meeting' : 'simulation',
      ...(meeting && raw.kind === 'meeting' ? { meeting } : {}),
      // The server may send the token itself or just say that the address carries one.
      preview: str(raw.preview) ?? (raw.preview === false ? null : fromUrl.preview),
      status: raw.status === 'unavailable' ? 'unavailable' : 'ok',
      locale: str(raw.locale),
      ...(typeof raw.pb === 'boolean' ? { pb: raw.pb } : {}),
    };
  } catch {
    return fromUrl;
  }
}

const SCREENS: readonly string[] = ['public', 'facilitator', 'results'];

function meetingOf(value: unknown): TBootstrap['meeting'] | null {
  const meeting = value as { id?: unknown; screen?: unknown } | null;
  return meeting &&
    Number.isInteger(meeting.id) &&
    typeof meeting.screen === 'string' &&
    SCREENS.includes(meeting.screen)
    ? { id: meeting.id as number, screen: meeting.screen as TMeetingScreen }
    : null;
}

/** `meetings/{id}[/facilitator|/results]` (the segments after the subdomain), or null. */
function meetingAddress(segments: readonly string[]): TBootstrap['meeting'] | null {
  const [first, id, screen = 'public'] = segments;
  if (first !== 'meetings' || !id || !/^[1-9]\d*$/.test(id) || segments.length > 3) return null;
  return meetingOf({ id: Number(id), screen });
}

export function addressOf(location: Pick<Location, 'pathname' | 'hostname' | 'search'>): TBootstrap {
  const preview = new URLSearchParams(location.search).get('preview') || null;
  const segments = location.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  // Without the server (the Vite dev server) a page is taken for a simulation, or a meeting's.
  const base = { preview, status: 'ok' as const, locale: null, kind: 'simulation' as const };
  const pathForm = segments[0] === 's';
  const labels = location.hostname.split('.');
  const subdomain = pathForm ? (segments[1] ?? null) : labels.length > 1 && labels[0] ? labels[0] : null;
  const rest = pathForm ? segments.slice(2) : segments;
  const meeting = meetingAddress(rest);
  if (meeting) return { ...base, kind: 'meeting', meeting, subdomain, slug: null };
  return { ...base, subdomain, slug: rest[0] ?? null };
}
