import { describe, expect, it } from 'vitest';
import { deviceTypeOf } from './device.ts';
import { cityOfLocation, countryOfIp, distanceKm, normalizePostalCode } from './geo.ts';

describe('deviceTypeOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      'mobile',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      'tablet',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      'desktop',
    ],
    ['curl/8.5.0', 'desktop'],
    ['', 'desktop'],
    [undefined, 'desktop'],
  ])('%s is %s', (agent, type) => {
    expect(deviceTypeOf(agent)).toBe(type);
  });
});

describe('geo', () => {
  it('finds the country of public IPv4 and IPv6 addresses, nothing for private or malformed ones', async () => {
    expect(await countryOfIp('8.8.8.8')).toBe('US');
    expect(await countryOfIp('::ffff:8.8.8.8')).toBe('US');
    expect(await countryOfIp('2001:4860:4860::8888')).toBe('US');
    for (const ip of ['127.0.0.1', '10.0.0.1', '::1', 'not an ip', '', undefined])
      expect(await countryOfIp(ip)).toBeNull();
  });

  it('normalises US ZIP and Canadian postal codes', () => {
    expect(normalizePostalCode(' 02139-4307 ')).toBe('02139');
    expect(normalizePostalCode('k1a 0b1')).toBe('K1A');
    expect(normalizePostalCode('SW1A 1AA')).toBeNull();
    expect(normalizePostalCode('123')).toBeNull();
  });

  it("names the city of the resident's postal code near their pin, else the nearest postal area", async () => {
    expect(await cityOfLocation({ lat: 42.37, lng: -71.1, postal_code: '02139' })).toBe('Cambridge, MA');
    // A postal code far from the pin is not trusted: the pin decides.
    expect(await cityOfLocation({ lat: 40.75, lng: -73.99, postal_code: '90210' })).toBe('New York, NY');
    // Far from any US or Canadian postal area (military post offices abroad never count).
    expect(await cityOfLocation({ lat: 51.5, lng: -0.12 })).toBeNull();
    expect(await cityOfLocation({ lat: 0, lng: -150 })).toBeNull();
  });

  it('measures great-circle distances', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111.19, 1);
  });
});
