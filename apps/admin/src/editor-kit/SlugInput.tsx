import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { SIMULATION_MESSAGES as M, SLUG_MESSAGES, slugProblem } from '@commonpurse/domain';
import { ApiError } from '@/api/http.ts';
import { describeApiError, fieldError } from '@/api/errors.ts';
import { useCurrentUser } from '@/session/current-user.tsx';
import { SLUG_LABELS as L } from './labels.ts';

type TCheck =
  { state: 'idle' } | { state: 'checking' } | { state: 'available' } | { state: 'error'; message: string };

/**
 * Where the public pages of the client live. The server's public_url gives it once a slug is saved;
 * before that the console assumes the default host layout ({subdomain}.{console host}).
 */
export function publicBase(
  publicUrl: string | null,
  slug: string | null,
  subdomain: string,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  if (publicUrl && slug && publicUrl.endsWith(`/${slug}`)) return publicUrl.slice(0, -slug.length);
  return `${location.protocol}//${subdomain}.${location.host}/`;
}

/**
 * The URL availability message: the slug rules first (no call), then the server's check
 * (GET validate-subdomain-slug: success means free, a 422 carries errors.slug).
 */
export async function checkSlugWith(
  slug: string,
  validate: (slug: string) => Promise<unknown>,
): Promise<string | null> {
  const problem = slugProblem(slug);
  if (problem) return problem;
  try {
    await validate(slug);
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 422)
      return fieldError(error, 'slug') ?? SLUG_MESSAGES.taken;
    return `${M.requestFailed}${describeApiError(error)}`;
  }
}

export interface TSlugInputProps {
  /** The saved slug (null when none). */
  value: string | null;
  publicUrl: string | null;
  /** Why the URL cannot be changed (a trial account, an activated page), or null. */
  disabledReason: string | null;
  /** Shown under the field while nothing else is to be said. */
  helperText: string;
  /** The server's availability check (rejects with errors.slug when taken). */
  validate(slug: string): Promise<unknown>;
  /** Saves the checked slug; answers whether it saved. */
  onSave(slug: string): Promise<boolean>;
  /** The server's message of the last failed save. */
  serverError?: string;
  /** Beside the public address (the upgrade prompt of a trial account). */
  action?: ReactNode;
}

/** A public URL: checked as typed, then with the server when left (or on Enter), then saved. */
export function SlugInput(props: TSlugInputProps) {
  const { client } = useCurrentUser();
  const value = props.value ?? '';
  const [draft, setDraft] = useState(value);
  const [synced, setSynced] = useState(value);
  const [check, setCheck] = useState<TCheck>({ state: 'idle' });
  if (value !== synced) {
    setSynced(value);
    setDraft(value);
  }

  const commit = async () => {
    if (draft === value) {
      setCheck({ state: 'idle' });
      return;
    }
    setCheck({ state: 'checking' });
    const problem = await checkSlugWith(draft, props.validate);
    if (problem) {
      setCheck({ state: 'error', message: problem });
      return;
    }
    setCheck({ state: 'available' });
    const saved = await props.onSave(draft);
    if (saved) setCheck({ state: 'idle' });
  };

  const live = draft !== '' && draft !== value ? slugProblem(draft) : null;
  const message = check.state === 'error' ? check.message : (live ?? props.serverError);
  const helper =
    message ??
    (check.state === 'checking'
      ? L.slugChecking
      : check.state === 'available'
        ? L.slugAvailable
        : (props.disabledReason ?? props.helperText));
  const base = publicBase(props.publicUrl, props.value, client.subdomain, window.location);

  const field = (
    <TextField
      id="general-slug"
      label={L.slug}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        setCheck({ state: 'idle' });
      }}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void commit();
        }
      }}
      disabled={props.disabledReason !== null}
      error={Boolean(message)}
      helperText={helper}
      fullWidth
      slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
    />
  );

  return (
    <Box>
      {props.disabledReason ? (
        <Tooltip title={props.disabledReason} placement="top-start">
          <Box>{field}</Box>
        </Tooltip>
      ) : (
        field
      )}
      <Box sx={{ mt: 1, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {L.publicUrl}:{' '}
          {props.publicUrl && draft === value ? (
            <Link href={props.publicUrl} target="_blank" rel="noopener noreferrer">
              {props.publicUrl}
            </Link>
          ) : (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {base}
              {draft}
            </Box>
          )}
        </Typography>
        {props.action}
      </Box>
    </Box>
  );
}
