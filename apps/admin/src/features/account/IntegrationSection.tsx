import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_MESSAGES as M } from '@commonpurse/domain';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { AccountCard } from './AccountCard.tsx';
import { useIntegrationTokenMutations, useIntegrationTokens } from './api.ts';
import { ACCOUNT_LABELS as L } from './labels.ts';
import { TokenDialog } from './TokenDialog.tsx';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateOf = (iso: string) => DATE.format(new Date(iso));

type TAction = 'regenerate' | 'delete';

/**
 * The integration token for third-party budgeting software (spec 2 "/profile", section 4): generate,
 * regenerate (revoke, then create), delete (revoke) after confirmation; a new token is shown once.
 */
export function IntegrationSection() {
  const notify = useNotify();
  const tokens = useIntegrationTokens(true);
  const { create, revoke } = useIntegrationTokenMutations();
  const [secret, setSecret] = useState<string | null>(null);
  // The action stays set while the dialog closes, so its words do not change under the fade.
  const [confirm, setConfirm] = useState<{ action: TAction; open: boolean }>({
    action: 'delete',
    open: false,
  });
  const ask = (action: TAction) => setConfirm({ action, open: true });
  const dismiss = () => setConfirm((current) => ({ ...current, open: false }));
  const active = tokens.data?.find((token) => token.active) ?? null;
  const busy = create.isPending || revoke.isPending;

  useEffect(() => {
    if (tokens.isError) notify.error(M.integrationTokensLoadFailed);
  }, [tokens.isError, notify]);

  const generate = async () => {
    try {
      const created = await create.mutateAsync();
      setSecret(created.token);
    } catch {
      notify.error(M.integrationTokenCreateFailed);
    } finally {
      create.reset();
    }
  };

  const revokeAll = async () => {
    try {
      await revoke.mutateAsync();
      return true;
    } catch {
      notify.error(M.integrationTokensRevokeFailed);
      return false;
    }
  };

  const onConfirm = async () => {
    const { action } = confirm;
    dismiss();
    notify.clearError();
    if (!(await revokeAll())) return;
    if (action === 'delete') notify.success(M.integrationTokenDeleted);
    else await generate();
  };

  return (
    <AccountCard title={L.integrations}>
      <Typography variant="body2" color="text.secondary">
        {L.integrationsIntro}
      </Typography>
      {tokens.isSuccess && (
        <div role="status">
          {active ? (
            <>
              <Typography sx={{ fontFamily: 'monospace' }}>{L.activeToken(active.token_prefix)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {L.tokenDates(dateOf(active.created_at), active.expires_at && dateOf(active.expires_at))}
              </Typography>
            </>
          ) : (
            <Typography>{L.noActiveToken}</Typography>
          )}
        </div>
      )}
      {tokens.isError && <Typography color="error">{M.integrationTokensLoadFailed}</Typography>}
      {tokens.isSuccess && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {active ? (
            <>
              <Button variant="outlined" loading={busy} onClick={() => ask('regenerate')}>
                {L.regenerateToken}
              </Button>
              <Button variant="outlined" color="error" disabled={busy} onClick={() => ask('delete')}>
                {L.deleteToken}
              </Button>
            </>
          ) : (
            <Button variant="contained" loading={busy} onClick={() => void generate()}>
              {L.generateToken}
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={confirm.open}
        title={confirm.action === 'delete' ? L.deleteTokenTitle : L.regenerateTitle}
        confirmLabel={confirm.action === 'delete' ? L.deleteConfirm : L.regenerateConfirm}
        confirmColor={confirm.action === 'delete' ? 'error' : 'primary'}
        onConfirm={() => void onConfirm()}
        onClose={dismiss}
      >
        {confirm.action === 'delete' ? L.deleteTokenText : L.regenerateText}
      </ConfirmDialog>
      <TokenDialog token={secret} onClose={() => setSecret(null)} />
    </AccountCard>
  );
}
