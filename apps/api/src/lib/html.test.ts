import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../../../e2e/support/xss-payloads.ts';
import { escapeHtml, jsonForScript } from './html.ts';

// The server's own HTML (decision 0557) against the XSS corpus (decision 0559).
describe.each(XSS_PAYLOADS.map((p) => [p.id, p.payload] as const))('corpus %i', (_id, payload) => {
  it('escapeHtml leaves no character that could end a text or an attribute value', () => {
    const escaped = escapeHtml(payload);
    expect(escaped).not.toMatch(/[<>"']/);
    // What a browser reads back (one pass of entity decoding) is the text itself.
    expect(escaped.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))).toBe(
      payload,
    );
  });

  it('jsonForScript cannot close its script element, and reads back the same value', () => {
    const json = jsonForScript({ name: payload, nested: [payload] });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ name: payload, nested: [payload] });
  });
});
