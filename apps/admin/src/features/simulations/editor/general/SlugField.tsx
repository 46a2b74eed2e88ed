import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { SIMULATION_MESSAGES as M, SLUG_MESSAGES, slugProblem } from '@commonpurse/domain';
import { ApiError } from '@/api/http.ts';
import { useCurrentUser } from '@/session/current-user.tsx';
import { validateSlug } from '../../api.ts';
import { fieldError, describeApiError } from '@/api/errors.ts';
import { GENERAL_LABELS } from '../../labels.ts';
import { useEditor } from '@/editor-kit/editor-context.tsx';

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
export async function checkSlug(slug: string, budgetId: number): Promise<string | null> {
  const problem = slugProblem(slug);
  if (problem) return problem;
  try {
    await validateSlug(slug, budgetId);
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 422)
      return fieldError(error, 'slug') ?? SLUG_MESSAGES.taken;
    return `${M.requestFailed}${describeApiError(error)}`;
  }
}

/** The simulation's URL: editable while New (not for trial clients), checked, then saved. */
export function SlugField() {
  const { simulation, capabilities, save, fieldErrors } = useEditor();
  const { client } = useCurrentUser();
  const value = simulation.slug ?? '';
  const [draft, setDraft] = useState(value);
  const [synced, setSynced] = useState(value);
  const [check, setCheck] = useState<TCheck>({ state: 'idle' });
  if (value !== synced) {
    setSynced(value);
    setDraft(value);
  }
  const trial = capabilities.is_trial;
  // Editable until the first activation.
  const locked = simulation.status !== 'new' || simulation.activated_at !== null;
  const disabledReason = trial ? M.trialCannotSetUrl : locked ? M.slugLocked : null;

  const commit = async () => {
    if (draft === value || (draft === '' && value === '')) {
      setCheck({ state: 'idle' });
      return;
    }
    setCheck({ state: 'checking' });
    const problem = await checkSlug(draft, simulation.id);
    if (problem) {
      setCheck({ state: 'error', message: problem });
      return;
    }
    setCheck({ state: 'available' });
    const saved = await save({ slug: draft });
    if (saved) setCheck({ state: 'idle' });
  };

  const live = draft !== '' && draft !== value ? slugProblem(draft) : null;
  const message = check.state === 'error' ? check.message : (live ?? fieldErrors.slug);
  const helper =
    message ??
    (check.state === 'checking'
      ? GENERAL_LABELS.slugChecking
      : check.state === 'available'
        ? GENERAL_LABELS.slugAvailable
        : (disabledReason ?? GENERAL_LABELS.slugHelp));
  const base = publicBase(simulation.public_url, simulation.slug, client.subdomain, window.location);

  const field = (
    <TextField
      id="general-slug"
      label={GENERAL_LABELS.slug}
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
      disabled={disabledReason !== null}
      error={Boolean(message)}
      helperText={helper}
      fullWidth
      slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
    />
  );

  return (
    <Box>
      {disabledReason ? (
        <Tooltip title={disabledReason} placement="top-start">
          <Box>{field}</Box>
        </Tooltip>
      ) : (
        field
      )}
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {GENERAL_LABELS.publicUrl}:{' '}
        {simulation.public_url && draft === value ? (
          <Link href={simulation.public_url} target="_blank" rel="noopener noreferrer">
            {simulation.public_url}
          </Link>
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {base}
            {draft}
          </Box>
        )}
      </Typography>
    </Box>
  );
}
