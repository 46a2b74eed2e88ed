/** A resident's location as the submission carries it (ZPublicSubmission's `location`). */
export interface TLocation {
  lat: number;
  lng: number;
  postal_code?: string | null;
}

export interface TLatLng {
  lat: number;
  lng: number;
}

/** Six decimals (about 10 cm) are all a pin means; longitudes wrapped into ±180 after panning round. */
export function normalizePin({ lat, lng }: TLatLng): TLatLng {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  const round = (value: number) => Math.round(value * 1e6) / 1e6 || 0;
  return { lat: round(Math.max(-90, Math.min(90, lat))), lng: round(wrapped) };
}

/** What onChange reports: the pin with the postal code typed, or null while no pin is placed. */
export function locationOf(pin: TLatLng | null, postalCode: string): TLocation | null {
  if (!pin) return null;
  const postal = postalCode.trim();
  return postal ? { ...pin, postal_code: postal } : { ...pin };
}

/** Pixels an arrow key moves the pin (times five with Shift). */
export const PIN_STEP_PX = 10;

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** The screen offset an arrow key asks for, or null for any other key. */
export function arrowOffset(key: string, shift: boolean): [number, number] | null {
  const direction = ARROWS[key];
  if (!direction) return null;
  const step = shift ? PIN_STEP_PX * 5 : PIN_STEP_PX;
  return [direction[0] * step, direction[1] * step];
}
