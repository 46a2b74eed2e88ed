import '../shared/shared.css';
import './location.css';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorBoundary } from '../shared/ErrorBoundary.tsx';
import { locationMessages as m } from './messages.ts';
import { locationOf, normalizePin, type TLatLng, type TLocation } from './pin.ts';
import type { TPinMapHandle } from './PinMap.tsx';

const PinMap = lazy(() => import('./PinMap.tsx'));

export interface TDropAPinProps {
  /** Drop-a-Pin's Required option: the page blocks submitting while onChange last reported null. */
  required?: boolean;
  /** The pin with the postal code typed, or null while no pin is placed. */
  onChange(location: TLocation | null): void;
  /** Where the map opens (the simulation map's centre), or null for a wide default view. */
  center: [number, number] | null;
  zoom?: number;
  /** A location given before (the resident came back to the entry screen). */
  defaultValue?: TLocation | null;
  /** The page's message after a refused submit (e.g. the location is required). */
  error?: string;
  /** Height of the map in pixels. */
  height?: number;
}

/**
 * Drop-a-Pin (spec 1 "Exit tab" custom settings): a postal code, then a pin on the map, placed by a
 * click, or by the keyboard (the map centre, then arrow keys on the pin). The pin's position is also
 * written out and announced, so no one needs to see the map to know where it is.
 */
export function DropAPin({
  required = false,
  onChange,
  center,
  zoom = 13,
  defaultValue = null,
  error,
  height = 300,
}: TDropAPinProps) {
  const intl = useIntl();
  const ids = { postal: useId(), help: useId(), error: useId() };
  const [postal, setPostal] = useState(defaultValue?.postal_code ?? '');
  const [pin, setPin] = useState<TLatLng | null>(
    defaultValue ? normalizePin({ lat: defaultValue.lat, lng: defaultValue.lng }) : null,
  );
  const mapHandle = useRef<TPinMapHandle>(null);

  const update = (nextPin: TLatLng | null, nextPostal: string) => {
    setPin(nextPin);
    setPostal(nextPostal);
    onChange(locationOf(nextPin, nextPostal));
  };

  const placeAtCentre = () => {
    const centre =
      mapHandle.current?.centre() ?? (center ? normalizePin({ lat: center[0], lng: center[1] }) : null);
    if (centre) update(centre, postal);
  };

  const coordinate = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 4 });
  const status = pin
    ? intl.formatMessage(m.placed, { lat: coordinate(pin.lat), lng: coordinate(pin.lng) })
    : intl.formatMessage(m.none);
  const note = (text: string) => <p className="cp-pin__note">{text}</p>;

  return (
    <fieldset className="cp-pin" aria-describedby={error ? `${ids.help} ${ids.error}` : ids.help}>
      <legend className="cp-pin__legend">
        {intl.formatMessage(m.legend)}
        {required && ` ${intl.formatMessage(m.required)}`}
      </legend>
      <p id={ids.help} className="cp-pin__help">
        {intl.formatMessage(m.help)}
      </p>
      <label htmlFor={ids.postal} className="cp-pin__label">
        {intl.formatMessage(m.postalCode)}
      </label>
      <input
        id={ids.postal}
        className="cp-pin__postal cp-focusable"
        type="text"
        autoComplete="postal-code"
        maxLength={20}
        value={postal}
        onChange={(event) => update(pin, event.target.value)}
      />
      <div className="cp-pin__frame" style={{ height }}>
        <ErrorBoundary fallback={note(intl.formatMessage(m.error))}>
          <Suspense fallback={note(intl.formatMessage(m.loading))}>
            <PinMap
              handle={mapHandle}
              center={center}
              zoom={zoom}
              pin={pin}
              onPlace={(next) => update(next, postal)}
              label={intl.formatMessage(m.region)}
              pinLabel={intl.formatMessage(m.pin)}
              zoomInTitle={intl.formatMessage(m.zoomIn)}
              zoomOutTitle={intl.formatMessage(m.zoomOut)}
            />
          </Suspense>
        </ErrorBoundary>
      </div>
      <div className="cp-pin__actions">
        <button type="button" className="cp-button" onClick={placeAtCentre}>
          {intl.formatMessage(m.placeAtCentre)}
        </button>
        <button type="button" className="cp-button" disabled={!pin} onClick={() => update(null, postal)}>
          {intl.formatMessage(m.remove)}
        </button>
      </div>
      <p role="status" className="cp-pin__status">
        {status}
      </p>
      {error && (
        <p id={ids.error} className="cp-pin__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
