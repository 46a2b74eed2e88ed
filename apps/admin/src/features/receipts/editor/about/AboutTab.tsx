import Stack from '@mui/material/Stack';
import { RECEIPT_LIMITS, withUrlScheme, type TReceiptUpdate } from '@commonpurse/domain';
import { AutoSaveText, Section } from '@/editor-kit/save-fields.tsx';
import { ABOUT_LABELS as L } from '../labels.ts';
import { useReceiptEditor } from '../receipt-editor.tsx';
import { orNull, receiptProblem } from '../rules.ts';
import { AboutText } from './AboutText.tsx';

type TTextField =
  | 'about_cta_button_label'
  | 'about_cta_button_url'
  | 'conclusion_heading'
  | 'conclusion_cta_button_label'
  | 'conclusion_cta_button_url';

/** A text of the about or conclusion part, saved when left; a URL gets 'http://' when it has no scheme. */
function ReceiptText({
  field,
  label,
  max,
  url = false,
}: {
  field: TTextField;
  label: string;
  max: number;
  url?: boolean;
}) {
  const { receipt, save } = useReceiptEditor();
  return (
    <AutoSaveText
      field={field}
      label={label}
      value={receipt[field] ?? ''}
      normalize={url ? withUrlScheme : undefined}
      validate={(v) => receiptProblem({ [field]: orNull(v) } as TReceiptUpdate)}
      onSave={(v) => save({ [field]: orNull(v) })}
      counter={max}
      helperText={url ? L.urlHelp : undefined}
      {...(url
        ? { type: 'url', slotProps: { htmlInput: { spellCheck: false, autoCapitalize: 'off' } } }
        : {})}
    />
  );
}

/** The About tab: the about text and its button, then the conclusion (spec 3 section 2.2). */
export function AboutTab() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Section title={L.sections.about}>
        <AboutText />
        <ReceiptText
          field="about_cta_button_label"
          label={L.aboutCtaLabel}
          max={RECEIPT_LIMITS.ctaLabelMax}
        />
        <ReceiptText field="about_cta_button_url" label={L.aboutCtaUrl} max={RECEIPT_LIMITS.ctaUrlMax} url />
      </Section>
      <Section title={L.sections.conclusion}>
        <ReceiptText
          field="conclusion_heading"
          label={L.conclusionHeading}
          max={RECEIPT_LIMITS.conclusionMax}
        />
        <ReceiptText
          field="conclusion_cta_button_label"
          label={L.conclusionCtaLabel}
          max={RECEIPT_LIMITS.conclusionMax}
        />
        <ReceiptText
          field="conclusion_cta_button_url"
          label={L.conclusionCtaUrl}
          max={RECEIPT_LIMITS.ctaUrlMax}
          url
        />
      </Section>
    </Stack>
  );
}
