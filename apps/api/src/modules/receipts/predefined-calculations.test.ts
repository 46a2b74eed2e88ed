import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { taxReceipts } from '@commonpurse/db';
import { RECEIPT_MESSAGES, ZPredefinedCalculationsView } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { insertReceipt, receiptClient } from './fixtures.ts';

const t = useTestApp();

type Call = Awaited<ReturnType<typeof receiptClient>>['call'];
const save = (call: Call, id: number, payload: Record<string, unknown>) =>
  call({ method: 'PATCH', url: `/v1/admin/receipts/${id}/predefined-calculations`, payload });

describe('PATCH /v1/admin/receipts/{id}/predefined-calculations', () => {
  it('saves the fields sent and answers every calculator field', async () => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertReceipt(t.db, client.id, {}, { income_tax_rate: 0.03 });
    const response = await save(call, receipt.id, {
      is_property_tax_enabled: true,
      property_tax_rate: 1.25,
      property_tax_question_content: 'Do you own your home?',
      sales_tax_rate: 0.0725,
      is_sales_tax_purchased_percentage_enabled: true,
    });
    expect(response.statusCode).toBe(200);
    const data = ZPredefinedCalculationsView.strict().parse(response.json().data);
    expect(data).toMatchObject({
      is_property_tax_enabled: true,
      property_tax_rate: 1.25,
      property_tax_question_content: 'Do you own your home?',
      sales_tax_rate: 0.0725,
      is_sales_tax_purchased_percentage_enabled: true,
      income_tax_rate: 0.03,
      is_income_tax_enabled: false,
      has_additional_custom_calculations: false,
    });
    const view = (await call({ method: 'GET', url: `/v1/admin/receipts/${receipt.id}` })).json().data;
    expect(view.predefined_calculations).toEqual(data);
  });

  it('never changes has_additional_custom_calculations', async () => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertReceipt(t.db, client.id, {}, { has_additional_custom_calculations: true });
    const response = await save(call, receipt.id, {
      has_additional_custom_calculations: false,
      is_income_tax_enabled: true,
    });
    expect(response.json().data).toMatchObject({
      has_additional_custom_calculations: true,
      is_income_tax_enabled: true,
    });
    const [row] = await t.db.select().from(taxReceipts).where(eq(taxReceipts.budget_id, receipt.id));
    expect(row?.has_additional_custom_calculations).toBe(true);
  });

  it.each([
    [{ income_tax_rate: 1 }, 'income_tax_rate', RECEIPT_MESSAGES.rateOutOfRange],
    [{ sales_tax_rate: -0.01 }, 'sales_tax_rate', 'Must be between 0% and 100%.'],
    [{ property_tax_rate: -1 }, 'property_tax_rate', 'Must be greater than 0.'],
    [
      { property_tax_helper_content: 'x'.repeat(301) },
      'property_tax_helper_content',
      'Maximum of 300 characters.',
    ],
    [
      { property_tax_question_content: 'x'.repeat(301) },
      'property_tax_question_content',
      RECEIPT_MESSAGES.maxCharacters,
    ],
  ])('refuses %j under %s', async (payload, field, message) => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertReceipt(t.db, client.id);
    const response = await save(call, receipt.id, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('is refused for an Archived receipt', async () => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertReceipt(t.db, client.id, { status: 'archived' });
    const response = await save(call, receipt.id, { is_income_tax_enabled: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ status: [RECEIPT_MESSAGES.notEditable] });
  });
});
