import { describe, expect, it } from 'vitest';
import { RECEIPT_MESSAGES as M } from '@commonpurse/domain';
import { makeReceipt } from '@/test/receipt-editor-api.ts';
import { calculationFormValues, fractionOf, percentOf, ZCalculationForm } from './calculation-form.ts';

const stored = makeReceipt().predefined_calculations;

describe('rates as percent', () => {
  it.each([
    [0.0725, 7.25],
    [0.06, 6],
    [0.123456789, 12.345679],
    [0, 0],
    [0.99999999, 99.999999],
  ])('shows the fraction %d as %d percent (6 decimals)', (fraction, percent) => {
    expect(percentOf(fraction)).toBe(percent);
  });

  it.each([
    [7.25, 0.0725],
    [6, 0.06],
    [12.345679, 0.12345679],
    [0.1, 0.001],
  ])('sends %d percent as %d', (percent, fraction) => {
    expect(fractionOf(percent)).toBe(fraction);
  });
});

describe('the calculators form', () => {
  const form = (changes: Partial<ReturnType<typeof calculationFormValues>>) =>
    ZCalculationForm.safeParse({ ...calculationFormValues(stored), ...changes });
  const problems = (changes: Partial<ReturnType<typeof calculationFormValues>>) =>
    form(changes).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('shows the stored values, rates as percent, and never has_additional_custom_calculations', () => {
    const values = calculationFormValues({ ...stored, has_additional_custom_calculations: true });
    expect(values).toMatchObject({ income_tax_rate: '7.25', sales_tax_rate: '', property_tax_rate: '0.012' });
    expect(values).not.toHaveProperty('has_additional_custom_calculations');
  });

  it('sends the rates as fractions, blanks as null', () => {
    const parsed = form({ income_tax_rate: '4.5', sales_tax_rate: '', property_tax_question_content: '' });
    expect(parsed.data).toMatchObject({
      income_tax_rate: 0.045,
      sales_tax_rate: null,
      property_tax_rate: 0.012,
      property_tax_question_content: null,
    });
    expect(parsed.data).not.toHaveProperty('has_additional_custom_calculations');
  });

  it.each([
    [{ income_tax_rate: '100' }, 'income_tax_rate', M.rateOutOfRange],
    [{ sales_tax_rate: '-1' }, 'sales_tax_rate', M.rateOutOfRange],
    [{ sales_tax_rate: '1.2.3' }, 'sales_tax_rate', M.rateOutOfRange],
    [{ property_tax_rate: '-0.5' }, 'property_tax_rate', M.multiplierNegative],
    [{ property_tax_helper_content: 'x'.repeat(301) }, 'property_tax_helper_content', M.maxCharacters],
  ])('refuses %j at %s', (changes, field, message) => {
    expect(problems(changes)).toEqual([[field, message]]);
  });

  it('accepts the edges: 0% and just under 100%, a zero multiplier, 300 characters', () => {
    expect(
      form({
        income_tax_rate: '0',
        sales_tax_rate: '99.999999',
        property_tax_rate: '0',
        property_tax_question_content: 'x'.repeat(300),
      }).success,
    ).toBe(true);
  });
});
