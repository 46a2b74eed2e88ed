import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  RECEIPT_LIMITS,
  RECEIPT_LOCALES,
  type TCapabilities,
  type TReceiptLocale,
} from '@commonpurse/domain';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import { AutoSaveText, OptionSwitch, SavedText, SaveSelect, Section } from '@/editor-kit/save-fields.tsx';
import { SETTINGS_LABELS as L } from '../labels.ts';
import { useReceiptEditor } from '../receipt-editor.tsx';
import { orNull, receiptProblem } from '../rules.ts';
import { ReceiptSlugField } from './ReceiptSlugField.tsx';

/** The receipt's switches, each with the capability it needs (spec 3 sections 2.2 and 6). */
const OPTIONS = [
  { field: 'is_tax_total_breakdown_enabled', needs: null },
  { field: 'is_polco_feed_promoted', needs: 'polco_feed_promotion' },
  { field: 'use_meta_pixel', needs: 'meta_pixel' },
  { field: 'use_google_translate', needs: 'google_translate' },
] as const satisfies readonly {
  field: keyof typeof L.options;
  needs: keyof TCapabilities | null;
}[];

/** The options this client may set. */
export const visibleReceiptOptions = (capabilities: TCapabilities) =>
  OPTIONS.filter((o) => o.needs === null || capabilities[o.needs]).map((o) => o.field);

function Basics() {
  const { receipt, save } = useReceiptEditor();
  return (
    <Section title={L.sections.basics}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <AutoSaveText
          field="name"
          label={L.name}
          value={receipt.name}
          validate={(name) => receiptProblem({ name })}
          onSave={(name) => save({ name: name.trim() })}
          counter={RECEIPT_LIMITS.nameMax}
        />
        <SaveSelect
          field="locale"
          label={L.locale}
          value={receipt.locale as TReceiptLocale}
          options={RECEIPT_LOCALES.map((l) => ({ value: l.code, label: l.label }))}
          onSave={(locale) => save({ locale })}
        />
      </Box>
      <ReceiptSlugField />
    </Section>
  );
}

function Page() {
  const { receipt, save } = useReceiptEditor();
  return (
    <Section title={L.sections.page}>
      <AutoSaveText
        field="description"
        label={L.description}
        value={receipt.description ?? ''}
        validate={(v) => receiptProblem({ description: v })}
        onSave={(v) => save({ description: orNull(v) })}
        helperText={L.descriptionHelp}
        counter={RECEIPT_LIMITS.descriptionMax}
        multiline
        minRows={2}
      />
      <AutoSaveText
        field="cta_button_label"
        label={L.ctaButtonLabel}
        value={receipt.cta_button_label ?? ''}
        validate={(v) => receiptProblem({ cta_button_label: v })}
        onSave={(v) => save({ cta_button_label: orNull(v) })}
        helperText={L.ctaButtonLabelHelp}
        counter={RECEIPT_LIMITS.ctaLabelMax}
      />
      <SavedText
        field="custom_header_html"
        label={L.customHeader}
        helperText={L.customHeaderHelp}
        value={receipt.custom_header_html}
        onSave={(text) => save({ custom_header_html: text })}
      />
      <SavedText
        field="custom_pre_footer_html"
        label={L.customPreFooter}
        helperText={L.customPreFooterHelp}
        value={receipt.custom_pre_footer_html}
        onSave={(text) => save({ custom_pre_footer_html: text })}
      />
    </Section>
  );
}

function Options() {
  const { receipt, save } = useReceiptEditor();
  const { capabilities } = useBoardEditor();
  return (
    <Section title={L.sections.integrations}>
      {visibleReceiptOptions(capabilities).map((field) => (
        <OptionSwitch
          key={field}
          field={field}
          label={L.options[field]}
          checked={receipt[field]}
          onSave={(checked) => save({ [field]: checked })}
        />
      ))}
    </Section>
  );
}

/** The Settings tab: the receipt's own fields of spec 3 section 2.2, saved field by field. */
export function SettingsTab() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Basics />
      <Page />
      <Options />
    </Stack>
  );
}
