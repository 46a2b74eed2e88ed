import { useId, useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAP_DEFAULTS, MAP_LABELS, MAP_MESSAGES, resolveMapSettings } from '@commonpurse/domain';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import { OptionSwitch } from '@/editor-kit/save-fields.tsx';
import { CityLimitsField } from './CityLimitsField.tsx';
import { MAP_TAB_LABELS as L } from './labels.ts';
import { LocationSearch } from './LocationSearch.tsx';
import { MapFrame } from './MapFrame.tsx';
import type { TMapView } from './MapPreview.tsx';
import { parseGeojson } from './shapes.ts';
import { useDebouncedSave } from './useDebouncedSave.ts';
import { useItemShapes } from './useItemShapes.ts';

/** Coordinates are saved to 6 decimals (about 10 cm): enough for a map's centre. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const sameView = (a: TMapView | null, b: TMapView | null) =>
  a === null || b === null ? a === b : a.lat === b.lat && a.lng === b.lng && a.zoom === b.zoom;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="subtitle1" component="h4" sx={{ mb: 2, fontWeight: 600 }}>
        {title}
      </Typography>
      <Stack spacing={2.5}>{children}</Stack>
    </Paper>
  );
}

/** The Map tab (spec 1 "Map tab"): whether the simulation shows a map, how it looks and where it starts. */
export default function MapTab() {
  const { simulation, capabilities, save, fieldErrors } = useEditor();
  const viewError = fieldErrors.map_center_lat ?? fieldErrors.map_center_lng ?? fieldErrors.map_zoom_level;
  const settings = resolveMapSettings(simulation);
  const disabled = !capabilities.simulation_map;
  const heightLabel = useId();

  const color = useDebouncedSave(
    settings.color,
    (value) => save({ map_shape_color: value }),
    MAP_DEFAULTS.colorDebounceMs,
    (a, b) => a.toLowerCase() === b.toLowerCase(),
  );
  const height = useDebouncedSave(
    settings.height,
    (value) => save({ map_height: value }),
    MAP_DEFAULTS.colorDebounceMs,
  );
  // The preview's view (centre and zoom), saved once the user stops moving the map.
  const view = useDebouncedSave<TMapView | null>(
    settings.center ? { ...settings.center, zoom: settings.zoom } : null,
    (next) =>
      next
        ? save({ map_center_lat: next.lat, map_center_lng: next.lng, map_zoom_level: next.zoom })
        : Promise.resolve(true),
    MAP_DEFAULTS.colorDebounceMs,
    sameView,
  );
  const center = view.value ? { lat: view.value.lat, lng: view.value.lng } : null;
  const zoom = view.value?.zoom ?? settings.zoom;

  const border = useMemo(() => parseGeojson(settings.cityLimits), [settings.cityLimits]);
  const shapes = useItemShapes(simulation.id);

  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h3">
        {MAP_LABELS.tab}
      </Typography>
      {disabled && <Alert severity="info">{MAP_MESSAGES.mapsDisabled}</Alert>}
      <OptionSwitch
        field="map_enabled"
        label={MAP_LABELS.display}
        checked={settings.enabled}
        disabled={disabled}
        onSave={(checked) => save({ map_enabled: checked })}
      />
      {settings.enabled && (
        <>
          <Section title={L.appearance}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <TextField
                id="map-shape-color"
                type="color"
                label={MAP_LABELS.color}
                value={color.value}
                onChange={(event) => color.change(event.target.value)}
                disabled={disabled}
                error={Boolean(fieldErrors.map_shape_color)}
                helperText={fieldErrors.map_shape_color}
                sx={{ width: '8rem' }}
                slotProps={{ htmlInput: { 'aria-describedby': 'map-shape-color-value' } }}
              />
              <Typography id="map-shape-color-value" color="text.secondary">
                {L.colorValue(color.value.toUpperCase())}
              </Typography>
            </Stack>
            <OptionSwitch
              field="map_focus_display"
              label={MAP_LABELS.focusDisplay}
              checked={settings.focusDisplay}
              disabled={disabled}
              note={MAP_MESSAGES.focusCaution}
              onSave={(checked) => save({ map_focus_display: checked })}
            />
            {!settings.focusDisplay && (
              <Box sx={{ px: 2 }}>
                <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
                  <Typography id={heightLabel}>{MAP_LABELS.height}</Typography>
                  {/* The slider announces its value itself. */}
                  <Typography color="text.secondary" aria-hidden>
                    {L.heightValue(height.value)}
                  </Typography>
                </Stack>
                <Slider
                  aria-labelledby={heightLabel}
                  getAriaValueText={L.heightValue}
                  value={height.value}
                  min={MAP_DEFAULTS.heightMin}
                  max={MAP_DEFAULTS.heightMax}
                  step={10}
                  marks={[
                    { value: MAP_DEFAULTS.heightMin, label: L.heightValue(MAP_DEFAULTS.heightMin) },
                    { value: MAP_DEFAULTS.heightMax, label: L.heightValue(MAP_DEFAULTS.heightMax) },
                  ]}
                  valueLabelDisplay="auto"
                  valueLabelFormat={L.heightValue}
                  disabled={disabled}
                  onChange={(_event, value) => height.change(value)}
                />
                {fieldErrors.map_height && <FormHelperText error>{fieldErrors.map_height}</FormHelperText>}
              </Box>
            )}
          </Section>
          <Section title={L.location}>
            <LocationSearch
              center={center}
              zoom={zoom}
              disabled={disabled}
              onFound={(place) =>
                save({
                  map_center_lat: round6(place.lat),
                  map_center_lng: round6(place.lng),
                  map_zoom_level: zoom,
                })
              }
            />
            {viewError && <Alert severity="error">{viewError}</Alert>}
          </Section>
          <Section title={L.cityLimits}>
            <CityLimitsField disabled={disabled} />
          </Section>
          <Section title={L.preview}>
            <MapFrame
              center={center}
              zoom={zoom}
              height={settings.focusDisplay ? MAP_DEFAULTS.height : height.value}
              color={color.value}
              border={border}
              shapes={shapes}
              onViewChange={(next) => {
                if (!disabled) view.change({ lat: round6(next.lat), lng: round6(next.lng), zoom: next.zoom });
              }}
            />
          </Section>
        </>
      )}
    </Stack>
  );
}
