import { useId, useState, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { STOCK_PHOTO_MESSAGES as M, type TStockPhoto } from '@commonpurse/domain';
import { searchStockPhotos } from '../api.ts';
import { DIALOG_LABELS as L } from './labels.ts';

export const stockPhotoKeys = {
  search: (query: string, page: number) => ['stock-photos', query, page] as const,
};

/**
 * Stock-photo search: landscape photos, 10 a page, paged; 'No results.' when none; says so when the
 * server has no provider configured. Choosing a photo hands it to the Image tab.
 */
export function StockPhotoSearch({
  onChoose,
  disabled,
}: {
  onChoose(photo: TStockPhoto): void;
  disabled: boolean;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<{ query: string; page: number } | null>(null);
  const [queryError, setQueryError] = useState<string | null>(null);
  const results = useQuery({
    queryKey: stockPhotoKeys.search(search?.query ?? '', search?.page ?? 1),
    queryFn: ({ signal }) => searchStockPhotos(search!.query, search!.page, signal),
    enabled: search !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

  const start = () => {
    const query = typed.trim();
    if (query === '') {
      setQueryError(M.queryRequired);
      return;
    }
    setQueryError(null);
    setSearch({ query, page: 1 });
  };

  // The dialog is a form: Enter here searches instead of saving the dialog.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    start();
  };

  const page = results.data;
  const photos = page?.data ?? [];

  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {L.stockTitle}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={L.stockQuery}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          size="small"
          fullWidth
          error={queryError !== null}
          helperText={queryError ?? undefined}
        />
        <Button variant="outlined" startIcon={<Search />} onClick={start} loading={results.isFetching}>
          {L.stockSearch}
        </Button>
      </Stack>
      <Box role="status" aria-live="polite" sx={{ mt: 1.5 }}>
        {results.isError && <Alert severity="error">{M.searchFailed}</Alert>}
        {page && !page.meta.configured && <Alert severity="info">{M.notConfigured}</Alert>}
        {page?.meta.configured && photos.length === 0 && <Typography>{M.noResults}</Typography>}
        {page?.meta.configured && photos.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {L.stockPage(page.meta.page, page.meta.total_pages)}
          </Typography>
        )}
      </Box>
      {photos.length > 0 && (
        <Box
          component="ul"
          aria-label={L.stockResults}
          sx={{
            listStyle: 'none',
            p: 0,
            mt: 1,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {photos.map((photo) => (
            <li key={photo.id}>
              <ButtonBase
                onClick={() => onChoose(photo)}
                disabled={disabled}
                aria-label={L.choosePhoto(photo.alt || photo.credit)}
                sx={{
                  display: 'block',
                  width: '100%',
                  borderRadius: 1,
                  overflow: 'hidden',
                  '&:focus-visible': { outline: 3, outlineColor: 'primary.main' },
                }}
              >
                <Box
                  component="img"
                  src={photo.thumb_url}
                  alt=""
                  sx={{ display: 'block', width: '100%', aspectRatio: '3 / 2', objectFit: 'cover' }}
                />
              </ButtonBase>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {photo.credit}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      {page && page.meta.total_pages > 1 && (
        <Pagination
          count={page.meta.total_pages}
          page={page.meta.page}
          onChange={(_event, next) => search && setSearch({ ...search, page: next })}
          sx={{ mt: 1.5 }}
        />
      )}
    </Box>
  );
}
