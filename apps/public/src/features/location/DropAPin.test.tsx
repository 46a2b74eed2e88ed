// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl, setupFeatureTests } from '../testing.tsx';
import { DropAPin, type TDropAPinProps } from './DropAPin.tsx';
import { arrowOffset, locationOf, normalizePin } from './pin.ts';

setupFeatureTests();
// The map's lazy chunk brings Leaflet's own modules, about fifty, transformed on first use (seconds on a
// busy machine: decision 0618): loaded once before the tests, whose waits are then for the map itself.
beforeAll(() => import('./PinMap.tsx'), 60_000);

const renderPin = (overrides: Partial<TDropAPinProps> = {}) => {
  const onChange = vi.fn();
  const view = renderWithIntl(<DropAPin onChange={onChange} center={[44.05, -123.09]} {...overrides} />);
  return { ...view, onChange };
};

const lastLocation = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)![0];
const pinButton = () => screen.findByRole('button', { name: /^Your pin\./ });

describe('Drop-a-Pin', () => {
  it('asks for a postal code first, says when it is required, and that no pin is placed', () => {
    const { container } = renderPin({ required: true });
    expect(screen.getByRole('group', { name: 'Your location (required)' })).toBeTruthy();
    const fields = [...container.querySelectorAll('input, .cp-pin__frame')];
    expect(fields[0]).toBe(screen.getByLabelText('Postal code'));
    expect(screen.getByRole('status').textContent).toBe('No pin placed yet.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Remove the pin' }).disabled).toBe(true);
  });

  it('places the pin at the map centre by keyboard and announces where it is', async () => {
    const { onChange } = renderPin();
    await screen.findByRole('region', { name: /^Map for your location/ });
    // Typing fires input events (a change event comes only when the field is left).
    fireEvent.input(screen.getByLabelText('Postal code'), { target: { value: ' 97401 ' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    fireEvent.click(screen.getByRole('button', { name: 'Place the pin at the map centre' }));
    expect(lastLocation(onChange)).toEqual({ lat: 44.05, lng: -123.09, postal_code: '97401' });
    expect(screen.getByRole('status').textContent).toBe('Pin placed at latitude 44.05, longitude -123.09.');
    expect(await pinButton()).toBeTruthy();
  });

  it('moves the pin with the arrow keys, further with Shift', async () => {
    const { onChange } = renderPin();
    fireEvent.click(screen.getByRole('button', { name: 'Place the pin at the map centre' }));
    const pin = await pinButton();
    fireEvent.keyDown(pin, { key: 'ArrowRight' });
    const right = lastLocation(onChange);
    // Leaflet rounds to whole screen pixels: within half a pixel (about 10 m at zoom 13).
    expect(right.lat).toBeCloseTo(44.05, 3);
    expect(right.lng).toBeGreaterThan(-123.09);
    fireEvent.keyDown(pin, { key: 'ArrowUp', shiftKey: true });
    const up = lastLocation(onChange);
    expect(up.lng).toBe(right.lng);
    expect(up.lat).toBeGreaterThan(right.lat);
    // Five times the step: Shift+Up moved five times as far as Right (in screen pixels, near enough here).
    expect((up.lat - right.lat) / (right.lng + 123.09)).toBeGreaterThan(3);
    expect(screen.getByRole('status').textContent).toMatch(
      /^Pin placed at latitude 44\.\d+, longitude -123\.\d+\.$/,
    );
  });

  it('places the pin where the map is clicked', async () => {
    const { onChange } = renderPin();
    const map = await screen.findByRole('region', { name: /^Map for your location/ });
    fireEvent.click(map, { clientX: 0, clientY: 0 });
    await waitFor(() => expect(lastLocation(onChange)).toMatchObject({ lat: expect.any(Number) }));
    expect(await pinButton()).toBeTruthy();
  });

  it('removes the pin, and reports null again', async () => {
    const { onChange } = renderPin({ defaultValue: { lat: 10, lng: 20, postal_code: 'AB1 2CD' } });
    expect(screen.getByLabelText<HTMLInputElement>('Postal code').value).toBe('AB1 2CD');
    expect(screen.getByRole('status').textContent).toBe('Pin placed at latitude 10, longitude 20.');
    await pinButton();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the pin' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Your pin\./ })).toBeNull());
  });

  it('names the error the page gives it', () => {
    renderPin({ error: 'Please enter your location before submitting.' });
    expect(screen.getByRole('group').getAttribute('aria-describedby')!.split(' ')).toHaveLength(2);
    expect(screen.getByText('Please enter your location before submitting.')).toBeTruthy();
  });
});

describe('pin values', () => {
  it.each([
    [
      { lat: 44.123456789, lng: -123.987654321 },
      { lat: 44.123457, lng: -123.987654 },
    ],
    [
      { lat: 10, lng: 190 },
      { lat: 10, lng: -170 },
    ],
    [
      { lat: 10, lng: -540 },
      { lat: 10, lng: -180 },
    ],
    [
      { lat: 95, lng: 0 },
      { lat: 90, lng: 0 },
    ],
  ])('%j is kept as %j', (pin, kept) => {
    expect(normalizePin(pin)).toEqual(kept);
  });

  it('reports the postal code only with a pin, trimmed, and none when blank', () => {
    expect(locationOf(null, '97401')).toBeNull();
    expect(locationOf({ lat: 1, lng: 2 }, ' 97401 ')).toEqual({ lat: 1, lng: 2, postal_code: '97401' });
    expect(locationOf({ lat: 1, lng: 2 }, '  ')).toEqual({ lat: 1, lng: 2 });
  });

  it('turns arrow keys into screen offsets', () => {
    expect(arrowOffset('ArrowUp', false)).toEqual([0, -10]);
    expect(arrowOffset('ArrowLeft', true)).toEqual([-50, 0]);
    expect(arrowOffset('Enter', false)).toBeNull();
  });
});
