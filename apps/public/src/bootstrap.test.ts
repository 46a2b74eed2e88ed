import { describe, expect, it } from 'vitest';
import { addressOf, readBootstrap } from './bootstrap.ts';

const at = (hostname: string, pathname: string, search = '') => ({ hostname, pathname, search });

describe('addressOf (no server bootstrap: the Vite dev server)', () => {
  it('reads a simulation on the host and path forms', () => {
    expect(addressOf(at('riverton.localhost', '/city-budget', '?preview=t'))).toMatchObject({
      subdomain: 'riverton',
      slug: 'city-budget',
      kind: 'simulation',
      preview: 't',
    });
    expect(addressOf(at('localhost', '/s/riverton/city-budget'))).toMatchObject({
      subdomain: 'riverton',
      slug: 'city-budget',
    });
  });

  it("reads a meeting's three screens on both forms", () => {
    expect(addressOf(at('riverton.localhost', '/meetings/12'))).toMatchObject({
      subdomain: 'riverton',
      kind: 'meeting',
      meeting: { id: 12, screen: 'public' },
    });
    expect(addressOf(at('localhost', '/s/riverton/meetings/12/facilitator'))).toMatchObject({
      subdomain: 'riverton',
      kind: 'meeting',
      meeting: { id: 12, screen: 'facilitator' },
    });
    expect(addressOf(at('riverton.localhost', '/meetings/12/results')).meeting).toEqual({
      id: 12,
      screen: 'results',
    });
    // Not a meeting's address: the slug reads as a simulation's.
    expect(addressOf(at('riverton.localhost', '/meetings/twelve'))).toMatchObject({
      kind: 'simulation',
      slug: 'meetings',
    });
  });
});

describe('readBootstrap', () => {
  const withBootstrap = (json: unknown) => {
    const doc = document.implementation.createHTMLDocument();
    const script = doc.createElement('script');
    script.id = 'cp-bootstrap';
    script.textContent = JSON.stringify(json);
    doc.body.append(script);
    return doc;
  };
  const location = { hostname: 'riverton.localhost', pathname: '/x', search: '' } as Location;

  it("takes the server's meeting and screen", () => {
    const boot = readBootstrap(
      withBootstrap({
        subdomain: 'riverton',
        slug: 'city-budget',
        kind: 'meeting',
        meeting: { id: 12, screen: 'facilitator' },
        preview: null,
        status: 'ok',
        locale: 'es',
      }),
      location,
    );
    expect(boot).toMatchObject({ kind: 'meeting', meeting: { id: 12, screen: 'facilitator' }, locale: 'es' });
  });

  it('reads a meeting bootstrap without a valid meeting as a simulation', () => {
    const boot = readBootstrap(
      withBootstrap({
        subdomain: 'riverton',
        slug: 'x',
        kind: 'meeting',
        meeting: { id: 'a' },
        status: 'ok',
      }),
      location,
    );
    expect(boot.kind).toBe('simulation');
    expect(boot.meeting).toBeUndefined();
  });

  it('says a prioritization when the server does, and nothing when it does not', () => {
    const of = (pb: unknown) =>
      readBootstrap(
        withBootstrap({ subdomain: 'riverton', slug: 'x', kind: 'simulation', status: 'ok', pb }),
        location,
      ).pb;
    expect(of(true)).toBe(true);
    expect(of(false)).toBe(false);
    expect(of('yes')).toBeUndefined();
    expect(of(undefined)).toBeUndefined();
  });
});
