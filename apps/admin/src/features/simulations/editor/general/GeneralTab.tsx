import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BAR_BEHAVIOR_LABELS,
  BAR_BEHAVIORS,
  cleanRedirectUrl,
  DEFAULT_GOAL_MESSAGE,
  EXPENSE_CHART_TYPES,
  expenseChartFlags,
  expenseChartOf,
  parseNumeric,
  PB_MODES,
  PB_VIEW_MODE_LABELS,
  PB_VIEW_MODES,
  SIMULATION_LIMITS,
  SIMULATION_LOCALES,
  SIMULATION_MODES,
  stripNonNumeric,
  type TSimulationBooleanField,
  type TSimulationConfiguration,
  type TSimulationLocale,
} from '@commonpurse/domain';
import { GENERAL_LABELS, OPTION_LABELS } from '../../labels.ts';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import {
  AutoSaveText,
  OptionalText,
  OptionSwitch,
  SaveSelect,
  Section,
  updateProblem,
} from '@/editor-kit/save-fields.tsx';
import { HeaderImage } from './HeaderImage.tsx';
import { optionGroups } from './options.ts';
import { SlugField } from './SlugField.tsx';
import { TextCustomizations } from './TextCustomizations.tsx';

const L = GENERAL_LABELS;

/** Text of a nullable server value for a text field. */
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const orNull = (value: string) => (value.trim() === '' ? null : value);
const digitsOnly = (raw: string) => raw.replace(/\D/g, '');

/** Two fields side by side from the small breakpoint up. */
function Pair({ children }: { children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {children}
    </Box>
  );
}

function Basics() {
  const { simulation: s, kind, capabilities, save } = useEditor();
  const modes = kind.isPb
    ? PB_MODES
    : capabilities.simulation_mode_budget && capabilities.simulation_mode_housing
      ? SIMULATION_MODES
      : null;
  return (
    <Section title={L.sections.basics}>
      <Pair>
        <SaveSelect
          field="locale"
          label={L.locale}
          value={s.locale as TSimulationLocale}
          options={SIMULATION_LOCALES.map((l) => ({ value: l.code, label: l.label }))}
          onSave={(locale) => save({ locale })}
        />
        {modes && (
          <SaveSelect
            field="mode"
            label={L.mode}
            value={s.mode as (typeof PB_MODES)[number]}
            options={modes.map((m) => ({ value: m, label: L.modes[m] }))}
            onSave={(mode) => save({ mode })}
          />
        )}
      </Pair>
      <Pair>
        <AutoSaveText
          field="adjustment"
          label={L.adjustment(kind.isPb)}
          value={text(s.adjustment)}
          normalize={stripNonNumeric}
          validate={(v) => updateProblem({ adjustment: v })}
          onSave={(v) => save({ adjustment: parseNumeric(v) })}
          helperText={L.adjustmentHelp(kind.isPb)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <AutoSaveText
          field="max_items"
          label={L.maxItems}
          value={text(s.max_items)}
          normalize={digitsOnly}
          validate={(v) => updateProblem({ max_items: v === '' ? null : Number(v) })}
          onSave={(v) => save({ max_items: v === '' ? null : Number(v) })}
          helperText={L.maxItemsHelp}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Pair>
      <SlugField />
      {capabilities.survey_redirects && (
        <AutoSaveText
          field="submission_redirect_url"
          label={L.redirectUrl}
          value={text(s.submission_redirect_url)}
          normalize={cleanRedirectUrl}
          onSave={(v) => save({ submission_redirect_url: orNull(v) })}
          helperText={L.redirectHelp}
          type="url"
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
        />
      )}
    </Section>
  );
}

function BudgetInfo() {
  const { simulation: s, save } = useEditor();
  return (
    <Section title={L.sections.info}>
      <AutoSaveText
        field="description"
        label={L.description}
        value={text(s.description)}
        validate={(v) => updateProblem({ description: v })}
        onSave={(v) => save({ description: orNull(v) })}
        helperText={L.descriptionHelp}
        counter={SIMULATION_LIMITS.descriptionMax}
        multiline
        minRows={2}
      />
      <OptionalText
        field="expense_disclaimer"
        label={L.expenseDisclaimer}
        helperText={L.expenseDisclaimerHelp}
      />
      <OptionalText
        field="revenue_disclaimer"
        label={L.revenueDisclaimer}
        helperText={L.revenueDisclaimerHelp}
      />
      <OptionalText field="custom_header_html" label={L.customHeader} helperText={L.customHeaderHelp} />
      <HeaderImage />
    </Section>
  );
}

function Display() {
  const { simulation: s, kind, save } = useEditor();
  const config = s.configuration_json as TSimulationConfiguration;
  return (
    <Section title={L.sections.display}>
      <Pair>
        <SaveSelect
          field="configuration_json.presets_mode"
          label={L.presetsMode}
          value={config.presets_mode ?? 'standard'}
          options={(['standard', 'custom'] as const).map((m) => ({ value: m, label: L.presets[m] }))}
          onSave={(presets_mode) => save({ configuration_json: { ...config, presets_mode } })}
        />
        <SaveSelect
          field="bar_behavior"
          label={L.barBehavior}
          value={s.bar_behavior as (typeof BAR_BEHAVIORS)[number]}
          options={BAR_BEHAVIORS.map((b) => ({ value: b, label: BAR_BEHAVIOR_LABELS[b] }))}
          onSave={(bar_behavior) => save({ bar_behavior })}
        />
      </Pair>
      <Pair>
        {!kind.isPb && (
          <SaveSelect
            field="is_expense_chart_enabled"
            label={L.expenseChart}
            value={expenseChartOf(s)}
            options={EXPENSE_CHART_TYPES.map((c) => ({ value: c, label: L.expenseCharts[c] }))}
            onSave={(chart) => save(expenseChartFlags(chart))}
          />
        )}
        {kind.isPb && (
          <SaveSelect
            field="pb_default_view_mode"
            label={L.pbViewMode}
            value={s.pb_default_view_mode as (typeof PB_VIEW_MODES)[number]}
            options={PB_VIEW_MODES.map((m) => ({ value: m, label: PB_VIEW_MODE_LABELS[m] }))}
            onSave={(pb_default_view_mode) => save({ pb_default_view_mode })}
          />
        )}
      </Pair>
    </Section>
  );
}

function Units() {
  const { simulation: s, save } = useEditor();
  const config = s.configuration_json as TSimulationConfiguration;
  const housing = s.mode === 'housing';
  const [prefixKey, suffixKey] = housing
    ? (['number_prefix', 'number_suffix'] as const)
    : (['currency_prefix', 'currency_suffix'] as const);
  const saveKey = (key: typeof prefixKey | typeof suffixKey) => (v: string) =>
    save({ configuration_json: { ...config, [key]: orNull(v) } });
  const validateKey = (key: typeof prefixKey | typeof suffixKey) => (v: string) =>
    updateProblem({ configuration_json: { [key]: orNull(v) } });
  return (
    <Section title={L.sections.units}>
      <Pair>
        <AutoSaveText
          field={`configuration_json.${prefixKey}`}
          label={housing ? L.numberPrefix : L.currencyPrefix}
          value={text(config[prefixKey])}
          validate={validateKey(prefixKey)}
          onSave={saveKey(prefixKey)}
          helperText={housing ? L.housingUnitsHelp : L.unitsHelp}
        />
        <AutoSaveText
          field={`configuration_json.${suffixKey}`}
          label={housing ? L.numberSuffix : L.currencySuffix}
          value={text(config[suffixKey])}
          validate={validateKey(suffixKey)}
          onSave={saveKey(suffixKey)}
        />
      </Pair>
    </Section>
  );
}

function Options() {
  const { simulation: s, kind, capabilities, save } = useEditor();
  return (
    <Section title={L.sections.options}>
      {optionGroups(kind.isPb, capabilities).map(({ group, fields }) => (
        <Box key={group} role="group" aria-labelledby={`options-${group}`}>
          <Typography id={`options-${group}`} variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
            {L.optionGroups[group]}
          </Typography>
          <Box sx={{ columnCount: { xs: 1, md: 2 }, columnGap: 4 }}>
            {fields.map((field: TSimulationBooleanField) => (
              <Box key={field} sx={{ breakInside: 'avoid' }}>
                <OptionSwitch
                  field={field}
                  label={OPTION_LABELS[field]}
                  checked={s[field]}
                  note={field === 'show_submission_averages' ? L.averagesNote : undefined}
                  disabled={field === 'require_custom_maps_in_modals' && !s.allow_custom_maps_in_modals}
                  onSave={(checked) => save({ [field]: checked })}
                />
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Section>
  );
}

function Advanced() {
  const { simulation: s, kind, save } = useEditor();
  return (
    <Section title={L.sections.advanced}>
      <Pair>
        <AutoSaveText
          field="google_analytics_measurement_id"
          label={L.gaId}
          value={text(s.google_analytics_measurement_id)}
          validate={(v) => updateProblem({ google_analytics_measurement_id: orNull(v) })}
          onSave={(v) => save({ google_analytics_measurement_id: orNull(v.trim()) })}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        <AutoSaveText
          field="google_tag_id"
          label={L.gtmId}
          value={text(s.google_tag_id)}
          validate={(v) => updateProblem({ google_tag_id: orNull(v) })}
          onSave={(v) => save({ google_tag_id: orNull(v.trim()) })}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
      </Pair>
      <Pair>
        <AutoSaveText
          field="timer_minutes"
          label={L.timer}
          value={text(s.timer_minutes)}
          normalize={(raw) => digitsOnly(raw) || '0'}
          validate={(v) => updateProblem({ timer_minutes: Number(v) })}
          onSave={(v) => save({ timer_minutes: Number(v) })}
          helperText={L.timerHelp}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Pair>
      {kind.isPb && (
        <AutoSaveText
          field="goal_modal"
          label={L.goalMessage}
          value={text(s.goal_modal)}
          placeholder={DEFAULT_GOAL_MESSAGE}
          validate={(v) => updateProblem({ goal_modal: orNull(v) })}
          onSave={(v) => save({ goal_modal: orNull(v) })}
          helperText={L.goalMessageHelp}
          multiline
          minRows={2}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    </Section>
  );
}

/** The General tab: every field and option of spec 1 "General tab", saved field by field. */
export default function GeneralTab() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Basics />
      <BudgetInfo />
      <Display />
      <Units />
      <Options />
      <Advanced />
      <Section title={L.sections.texts}>
        <TextCustomizations />
      </Section>
    </Stack>
  );
}
