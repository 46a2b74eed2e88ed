import { useState } from 'react';
import Button from '@mui/material/Button';
import { RECEIPT_MESSAGES, SIMULATION_MESSAGES } from '@commonpurse/domain';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import { SlugInput } from '@/editor-kit/SlugInput.tsx';
import { useCurrentUser } from '@/session/current-user.tsx';
import { UpgradeDialog } from '@/ui/UpgradeDialog.tsx';
import { validateReceiptSlug } from '../api.ts';
import { SETTINGS_LABELS as L } from '../labels.ts';
import { useReceiptEditor } from '../receipt-editor.tsx';

/**
 * The receipt's URL: the slug rules as typed, then the server's check (tax_receipt_id), then saved.
 * A trial account cannot set it and is offered the upgrade prompt instead; once the receipt has been
 * activated it is locked, as the server holds it (decision 0401).
 */
export function ReceiptSlugField() {
  const { receipt, save } = useReceiptEditor();
  const { capabilities, fieldErrors } = useBoardEditor();
  const { navigation } = useCurrentUser();
  const [upgrading, setUpgrading] = useState(false);
  const trial = capabilities.is_trial;
  const locked = receipt.activated_at !== null;
  const contact = navigation.adminInformation;
  return (
    <>
      <SlugInput
        value={receipt.slug}
        publicUrl={receipt.public_url}
        disabledReason={
          trial ? SIMULATION_MESSAGES.trialCannotSetUrl : locked ? RECEIPT_MESSAGES.slugLocked : null
        }
        helperText={L.slugHelp}
        validate={(slug) => validateReceiptSlug(slug, receipt.id)}
        onSave={(slug) => save({ slug })}
        serverError={fieldErrors.slug}
        action={
          trial && (
            <Button size="small" variant="outlined" onClick={() => setUpgrading(true)}>
              {L.upgrade}
            </Button>
          )
        }
      />
      <UpgradeDialog
        open={upgrading}
        onClose={() => setUpgrading(false)}
        supportEmail={contact.supportEmail}
        supportPhone={contact.supportPhone}
      />
    </>
  );
}
