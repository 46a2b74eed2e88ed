import { describe, expect, it } from 'vitest';
import { buildLoginRedirect, safeRedirectTarget } from './redirect.ts';

describe('buildLoginRedirect', () => {
  it.each([
    [{ pathname: '/simulations', search: '?x=1' }, '/login?redirect=%2Fsimulations%3Fx%3D1'],
    [{ pathname: '/simulations' }, '/login?redirect=%2Fsimulations'],
    [
      { pathname: '/simulations/5', search: '', hash: '#meetings' },
      '/login?redirect=%2Fsimulations%2F5%23meetings',
    ],
    [
      { pathname: '/analytics/3', search: '?a=1&b=two words' },
      '/login?redirect=%2Fanalytics%2F3%3Fa%3D1%26b%3Dtwo%20words',
    ],
  ])('%o -> %s', (location, expected) => {
    expect(buildLoginRedirect(location)).toBe(expected);
  });

  it('round-trips through the query string', () => {
    const url = new URL(buildLoginRedirect({ pathname: '/pb/2', search: '?tab=a&b=c' }), 'http://x');
    expect(url.searchParams.get('redirect')).toBe('/pb/2?tab=a&b=c');
  });
});

describe('safeRedirectTarget', () => {
  it.each([
    ['/simulations?x=1', '/simulations?x=1'],
    ['/simulations/5#meetings', '/simulations/5#meetings'],
    ['/analytics/2/category/3', '/analytics/2/category/3'],
    ['/dashboard', '/dashboard'],
  ])('keeps the in-app path %s', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['https://evil.example/steal'],
    ['http://evil.example'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['simulations'],
    [' /simulations'],
    ['/\t/evil.example'],
    ['/login'],
    ['/logout'],
    ['/reset?token=x'],
  ])('sends %s to the dashboard', (raw) => {
    expect(safeRedirectTarget(raw)).toBe('/dashboard');
  });
});
