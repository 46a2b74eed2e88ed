import '../shared/shared.css';
import './map.css';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { TPublicItem, TPublicSimulation } from '@commonpurse/domain/public';
import { ErrorBoundary } from '../shared/ErrorBoundary.tsx';
import { mapMessages as m } from './messages.ts';
import { itemShapes, parseGeojson, shapeItems } from './shapes.ts';

const LeafletShapes = lazy(() => import('./LeafletShapes.tsx'));

export interface TSimulationMapProps {
  /** The simulation's map; null draws nothing. */
  map: TPublicSimulation['map'];
  /** Every item of the simulation (the links name the ones with shapes). */
  items: readonly TPublicItem[];
  /** Current amount by item id; with `format`, the list shows each item's amount. */
  amounts: ReadonlyMap<number, number>;
  format?: (amount: number) => string;
  onOpenItem(id: number): void;
  /** The map_heading text, resolved by the page. */
  heading: string;
  headingLevel?: 2 | 3;
}

/**
 * The simulation map (issue 11 "The page"): the items' shapes over OpenStreetMap tiles, filled by
 * density, city limits as an outline; a click on a shape opens its item. The same items are listed as
 * buttons after the map, so keyboard and screen-reader users open them without it.
 */
export function SimulationMap({
  map,
  items,
  amounts,
  format,
  onOpenItem,
  heading,
  headingLevel = 2,
}: TSimulationMapProps) {
  const intl = useIntl();
  const headingId = useId();
  // Keyed on what the shapes show, so a new items array (amounts changed) does not redraw the map.
  const names = items.map((item) => `${item.id}:${item.name}`).join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `names` stands for `items`
  const shapes = useMemo(() => (map ? itemShapes(map, items) : []), [map, names]);
  const listed = useMemo(() => shapeItems(shapes, items), [shapes, items]);
  const border = useMemo(() => parseGeojson(map?.geojson), [map?.geojson]);
  if (!map) return null;

  const Heading = `h${headingLevel}` as const;
  const center: [number, number] | null =
    map.center_lat === null || map.center_lng === null ? null : [map.center_lat, map.center_lng];
  const status = (text: string) => <p className="cp-map__status">{text}</p>;

  return (
    <section className="cp-map" aria-labelledby={headingId}>
      <Heading id={headingId} className="cp-map__heading">
        {heading}
      </Heading>
      <div className="cp-map__frame" style={{ height: map.height }}>
        <ErrorBoundary fallback={status(intl.formatMessage(m.error))}>
          <Suspense fallback={status(intl.formatMessage(m.loading))}>
            <LeafletShapes
              center={center}
              zoom={map.zoom}
              color={map.shape_color}
              border={border}
              shapes={shapes}
              onOpenItem={onOpenItem}
              label={intl.formatMessage(m.region, { heading })}
              zoomInTitle={intl.formatMessage(m.zoomIn)}
              zoomOutTitle={intl.formatMessage(m.zoomOut)}
            />
          </Suspense>
        </ErrorBoundary>
      </div>
      {listed.length > 0 && (
        <>
          <p className="cp-map__list-intro">{intl.formatMessage(m.listIntro)}</p>
          <ul className="cp-map__list">
            {listed.map((item) => (
              <li key={item.id}>
                <button type="button" className="cp-button cp-map__item" onClick={() => onOpenItem(item.id)}>
                  <span
                    className="cp-map__swatch"
                    aria-hidden="true"
                    style={{ borderColor: map.shape_color }}
                  />
                  <span className="cp-map__item-name">{item.name}</span>
                  {format && (
                    <span className="cp-map__item-amount">{format(amounts.get(item.id) ?? item.amount)}</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
