import { describe, expect, it } from 'vitest';
import { SIMULATION_MESSAGES as M, SLUG_MESSAGES } from './messages.ts';
import { ZCreateSimulationForm, ZSimulationCreate, ZSimulationUpdate } from './schemas.ts';
import { PB_TEXT_TOKENS, TEXT_TOKENS, isTextTokenFor } from './text-tokens.ts';

const firstMessages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('simulation name', () => {
  it.each([
    ['', M.nameRequired],
    ['  ', M.nameRequired],
    ['A', M.nameTooShort],
    ['x'.repeat(251), M.nameTooLong],
  ])('%j -> %s', (name, message) => {
    expect(firstMessages(ZSimulationCreate.safeParse({ name, locale: 'en_US' }))).toEqual({ name: message });
  });

  it('accepts 2 and 250 characters', () => {
    expect(ZSimulationCreate.safeParse({ name: 'FY', locale: 'en_US' }).success).toBe(true);
    expect(ZSimulationCreate.safeParse({ name: 'x'.repeat(250), locale: 'en_US' }).success).toBe(true);
  });

  it('requires a known language', () => {
    expect(firstMessages(ZSimulationCreate.safeParse({ name: 'FY27', locale: 'xx' }))).toEqual({
      locale: M.localeRequired,
    });
  });
});

describe('create dialog', () => {
  const form = { name: 'FY 2027', locale: 'en_US', mode: 'budget', source_id: null };
  it.each([
    ['start_from_template', M.templateSourceRequired],
    ['duplicate_simulation', M.simulationSourceRequired],
    ['duplicate_tax_receipt', M.receiptSourceRequired],
  ])('%s without a source says %s', (method, message) => {
    expect(firstMessages(ZCreateSimulationForm.safeParse({ ...form, method }))).toEqual({
      source_id: message,
    });
  });

  it('needs a method and accepts blank without a source', () => {
    expect(firstMessages(ZCreateSimulationForm.safeParse({ ...form, method: undefined }))).toEqual({
      method: M.methodRequired,
    });
    expect(ZCreateSimulationForm.safeParse({ ...form, method: 'blank' }).success).toBe(true);
    expect(
      ZCreateSimulationForm.safeParse({ ...form, method: 'duplicate_simulation', source_id: 7 }).success,
    ).toBe(true);
  });
});

describe('ZSimulationUpdate', () => {
  it('limits the admin description to 300', () => {
    expect(ZSimulationUpdate.safeParse({ description: 'x'.repeat(300) }).success).toBe(true);
    expect(firstMessages(ZSimulationUpdate.safeParse({ description: 'x'.repeat(301) }))).toEqual({
      description: M.descriptionTooLong,
    });
  });

  it('checks the slug', () => {
    expect(firstMessages(ZSimulationUpdate.safeParse({ slug: 'a b' }))).toEqual({
      slug: SLUG_MESSAGES.noSpaces,
    });
    expect(ZSimulationUpdate.safeParse({ slug: null }).success).toBe(true);
  });

  it('strips the adjustment and cleans the redirect URL', () => {
    expect(ZSimulationUpdate.parse({ adjustment: '$2,500,000' }).adjustment).toBe(2_500_000);
    expect(ZSimulationUpdate.parse({ adjustment: '' }).adjustment).toBeNull();
    expect(ZSimulationUpdate.parse({ adjustment: '-1,250.5' }).adjustment).toBe(-1250.5);
    expect(ZSimulationUpdate.parse({ adjustment: null }).adjustment).toBeNull();
    expect(
      ZSimulationUpdate.parse({ submission_redirect_url: 'example.org/s?u={USER_ID}' })
        .submission_redirect_url,
    ).toBe('https://example.org/s?u={USER_ID}');
    expect(ZSimulationUpdate.parse({ submission_redirect_url: '  ' }).submission_redirect_url).toBeNull();
  });

  it('refuses amounts beyond 9999999999999.99 and unknown options', () => {
    expect(ZSimulationUpdate.safeParse({ adjustment: 10_000_000_000_000 }).success).toBe(false);
    expect(ZSimulationUpdate.safeParse({ bar_behavior: 'sideways' }).success).toBe(false);
    expect(ZSimulationUpdate.safeParse({ timer_minutes: -1 }).success).toBe(false);
  });

  it('keeps configuration keys', () => {
    expect(
      ZSimulationUpdate.parse({ configuration_json: { currency_suffix: ' kr', presets_mode: 'custom' } }),
    ).toEqual({
      configuration_json: { currency_suffix: ' kr', presets_mode: 'custom' },
    });
  });
});

describe('text tokens', () => {
  it('has about forty unique tokens and the seven prioritization tokens of the spec', () => {
    const tokens = TEXT_TOKENS.map((t) => t.token);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(tokens.length).toBeGreaterThanOrEqual(38);
    expect(PB_TEXT_TOKENS.map((t) => t.token).sort()).toEqual(
      [
        'entry_title',
        'submit',
        'suggestion_box_cost',
        'share_text',
        'share_header',
        'prioritizations_selected_items_heading',
        'prioritizations_reorder',
      ].sort(),
    );
    expect(isTextTokenFor('balance_deficit', true)).toBe(false);
    expect(isTextTokenFor('balance_deficit', false)).toBe(true);
    expect(isTextTokenFor('prioritizations_reorder', false)).toBe(false);
    expect(isTextTokenFor('prioritizations_reorder', true)).toBe(true);
    expect(TEXT_TOKENS.find((t) => t.token === 'surplus_required')?.defaultText).toBe(
      'You cannot submit with a deficit.',
    );
  });
});

describe('adjustment: never a number made of a non-number', () => {
  it.each(['NaN', 'Infinity', '-Infinity', '1e999', '1e3', '12abc', '0x10', '-', '.'])(
    'refuses %j',
    (raw) => {
      const result = ZSimulationUpdate.safeParse({ adjustment: raw });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(M.adjustmentNotNumber);
    },
  );
});
