import { useId, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import Search from '@mui/icons-material/Search';
import { publishersFoundLabel, TIMINGS } from '@commonpurse/domain';
import { useManagedPublishers, useSwitchPublisher } from '@/api/users.ts';
import { describeApiError } from '@/api/errors.ts';
import { ApiError } from '@/api/http.ts';
import { useDebouncedValue } from '@/ui/useDebouncedValue.ts';
import { useNotify } from '@/ui/notify.tsx';
import { SHELL_LABELS } from './strings.ts';

function PublisherSearch({
  activeClientId,
  onChoose,
}: {
  activeClientId: number;
  onChoose(id: number): void;
}) {
  const [text, setText] = useState('');
  const filter = useDebouncedValue(text.trim(), TIMINGS.publisherSearchDebounceMs);
  const publishers = useManagedPublishers(filter);
  const countId = useId();
  const list = publishers.data ?? [];
  return (
    <Box sx={{ width: { xs: 'calc(100vw - 32px)', sm: 380 }, p: 2 }}>
      <TextField
        label={SHELL_LABELS.searchPublishers}
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
        size="small"
        autoFocus
        type="search"
        slotProps={{
          htmlInput: { 'aria-describedby': countId },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" aria-hidden />
              </InputAdornment>
            ),
            endAdornment: publishers.isFetching ? (
              <InputAdornment position="end">
                <CircularProgress size={16} aria-hidden />
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <Typography
        id={countId}
        variant="body2"
        color="text.secondary"
        aria-live="polite"
        sx={{ mt: 1.5, mb: 0.5 }}
      >
        {publishers.data ? publishersFoundLabel(list.length) : '\u00a0'}
      </Typography>
      {publishers.isError && (
        <Typography variant="body2" color="error" role="alert">
          {publishers.error instanceof ApiError ? publishers.error.message : String(publishers.error)}
        </Typography>
      )}
      <List
        dense
        sx={{ maxHeight: 320, overflowY: 'auto', mx: -1 }}
        aria-label={SHELL_LABELS.switchPublisher}
      >
        {list.map((publisher) => {
          const active = publisher.id === activeClientId;
          return (
            <li key={publisher.id}>
              <ListItemButton
                selected={active}
                aria-current={active ? 'true' : undefined}
                onClick={() => onChoose(publisher.id)}
                sx={{ borderRadius: 1 }}
              >
                <ListItemText
                  primary={publisher.name}
                  secondary={
                    [publisher.presiding_area, active ? SHELL_LABELS.activePublisher : null]
                      .filter(Boolean)
                      .join(' · ') || undefined
                  }
                />
              </ListItemButton>
            </li>
          );
        })}
      </List>
    </Box>
  );
}

export interface TPublisherSelectorProps {
  activeClientId: number;
  activeClientName: string;
  /** Small screens: an icon button (the accessible name still carries the publisher's name). */
  compact?: boolean;
}

/** Header button with the active publisher; its popover searches the managed publishers and switches. */
export function PublisherSelector({
  activeClientId,
  activeClientName,
  compact = false,
}: TPublisherSelectorProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const switchPublisher = useSwitchPublisher();
  const notify = useNotify();
  const navigate = useNavigate();
  const popoverId = useId();

  const choose = (clientId: number) => {
    setAnchor(null);
    if (clientId === activeClientId) return;
    const stopLoading = notify.startLoading();
    switchPublisher.mutate(clientId, {
      onSuccess: () => {
        notify.clearError();
        void navigate('/dashboard');
      },
      onError: (error) => notify.error(describeApiError(error, 'first')),
      onSettled: stopLoading,
    });
  };

  const buttonProps = {
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': anchor !== null,
    'aria-controls': anchor ? popoverId : undefined,
    'aria-label': `${activeClientName}: ${SHELL_LABELS.switchPublisher}`,
    title: activeClientName,
  };

  return (
    <>
      {compact ? (
        <IconButton color="inherit" {...buttonProps}>
          <ApartmentOutlined />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          variant="outlined"
          startIcon={<ApartmentOutlined aria-hidden />}
          endIcon={<ArrowDropDown aria-hidden />}
          sx={{ borderColor: 'divider', maxWidth: 280, justifyContent: 'space-between' }}
          {...buttonProps}
        >
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {activeClientName}
          </Box>
        </Button>
      )}
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': SHELL_LABELS.switchPublisher, sx: { mt: 1 } } }}
      >
        {anchor && <PublisherSearch activeClientId={activeClientId} onChoose={choose} />}
      </Popover>
    </>
  );
}
