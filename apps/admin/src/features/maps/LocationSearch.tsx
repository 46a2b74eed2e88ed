import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAP_LABELS } from '@commonpurse/domain';
import { nominatimGeocoder, type TGeocodeResult, type TGeocoder } from './geocoder.ts';
import { MAP_TAB_LABELS as L } from './labels.ts';

export interface TLocationSearchProps {
  /** The saved centre, or null. */
  center: { lat: number; lng: number } | null;
  zoom: number;
  geocoder?: TGeocoder;
  disabled?: boolean;
  /** Saves the place found as the map's centre; answers whether it saved. */
  onFound(place: TGeocodeResult): Promise<boolean>;
}

const defaultGeocoder = nominatimGeocoder();

/**
 * Map Location: a city, zip or address looked up with the geocoder, whose first match becomes the map's
 * centre. Once a centre is saved the field gives way to it and 'Search again'. A geocoder failure is
 * only logged (spec 1 section 8); a search that matches nothing says so.
 */
export function LocationSearch({
  center,
  zoom,
  geocoder = defaultGeocoder,
  disabled,
  onFound,
}: TLocationSearchProps) {
  const [open, setOpen] = useState(center === null);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [notFound, setNotFound] = useState<string | null>(null);
  const [found, setFound] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const searching = open || center === null;

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text || busy) return;
    setBusy(true);
    setNotFound(null);
    try {
      const place = await geocoder.search(text);
      if (!place) setNotFound(L.notFound(text));
      else if (await onFound(place)) {
        setFound(place.label);
        setOpen(false);
      }
    } catch (error) {
      console.warn('Map Location search failed:', error);
    } finally {
      setBusy(false);
    }
  };

  const searchAgain = () => {
    setOpen(true);
    setFound(null);
    // The field appears with this render; focus it once it is there.
    setTimeout(() => field.current?.focus());
  };

  if (!searching) {
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }} aria-live="polite">
          {found && <Typography>{L.found(found)}</Typography>}
          <Typography color="text.secondary">{L.centre(center.lat, center.lng, zoom)}</Typography>
        </Box>
        <Button variant="outlined" onClick={searchAgain} disabled={disabled}>
          {MAP_LABELS.searchAgain}
        </Button>
      </Stack>
    );
  }

  return (
    <Box
      component="form"
      role="search"
      aria-label={MAP_LABELS.location}
      onSubmit={(e) => void search(e)}
      noValidate
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id="map-location"
          inputRef={field}
          label={MAP_LABELS.location}
          placeholder={MAP_LABELS.locationPlaceholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setNotFound(null);
          }}
          helperText={notFound ?? (center ? undefined : L.noCentre)}
          error={notFound !== null}
          disabled={disabled}
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          disabled={disabled || busy || query.trim() === ''}
          sx={{ mt: { sm: 1 } }}
        >
          {busy ? L.searching : MAP_LABELS.search}
        </Button>
        {center && (
          <Button onClick={() => setOpen(false)} sx={{ mt: { sm: 1 } }}>
            {L.cancel}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
