import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECEIPT_MESSAGES as M } from '@commonpurse/domain';
import { renderConsoleAt } from '@/test/console.tsx';
import { desktopViewport, signIn } from '@/test/render.tsx';
import { CALCULATION_LABELS as L } from '../labels.ts';
import { makeReceipt, mockReceiptApi } from '@/test/receipt-editor-api.ts';

beforeEach(() => {
  desktopViewport();
  signIn();
});

async function openCalculations() {
  const receipt = makeReceipt();
  receipt.predefined_calculations.has_additional_custom_calculations = true;
  const api = mockReceiptApi(receipt);
  renderConsoleAt('/receipts/5#calculations');
  await screen.findByRole('button', { name: L.save });
  return { ...api, receipt };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('the Tax Calculations tab', () => {
  it('shows income and sales rates as percent and sends them as fractions, without the custom flag', async () => {
    const { writes, receipt } = await openCalculations();
    expect(field(L.incomeRate).value).toBe('7.25');
    expect(field(L.salesRate).value).toBe('');
    expect(field(L.propertyRate).value).toBe('0.012');
    expect(screen.getByText(L.additionalCustom)).toBeTruthy();

    await userEvent.clear(field(L.incomeRate));
    await userEvent.type(field(L.incomeRate), '4.5');
    await userEvent.type(field(L.salesRate), '6.25');
    const sales = within(screen.getByRole('group', { name: L.calculators.sales }));
    await userEvent.click(sales.getByRole('switch', { name: L.enabled }));
    await userEvent.click(screen.getByRole('switch', { name: L.salesPurchasedPercentage }));
    await userEvent.click(screen.getByRole('button', { name: L.save }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    const [call] = writes();
    expect(call?.method).toBe('PATCH');
    expect(call?.path).toBe('/v1/admin/receipts/5/predefined-calculations');
    expect(call?.body).toMatchObject({
      income_tax_rate: 0.045,
      sales_tax_rate: 0.0625,
      property_tax_rate: 0.012,
      is_sales_tax_enabled: true,
      is_sales_tax_purchased_percentage_enabled: true,
      is_income_tax_enabled: false,
    });
    expect(call?.body).not.toHaveProperty('has_additional_custom_calculations');
    expect(receipt.predefined_calculations.sales_tax_rate).toBe(0.0625);
    // Saved: the form shows what was sent, and has nothing left to save.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: L.save }).hasAttribute('disabled')).toBe(true),
    );
    expect(field(L.salesRate).value).toBe('6.25');
  });

  it('refuses rates outside 0% to 100%, a negative multiplier and long texts, sending nothing', async () => {
    const { writes } = await openCalculations();
    await userEvent.clear(field(L.incomeRate));
    await userEvent.type(field(L.incomeRate), '100');
    await userEvent.type(field(L.salesRate), '-2');
    await userEvent.clear(field(L.propertyRate));
    await userEvent.type(field(L.propertyRate), '-1');
    await userEvent.click(field(L.propertyHelper));
    await userEvent.paste('x'.repeat(301));
    await userEvent.click(screen.getByRole('button', { name: L.save }));

    expect(await screen.findAllByText(M.rateOutOfRange)).toHaveLength(2);
    expect(screen.getByText(M.multiplierNegative)).toBeTruthy();
    expect(screen.getByText(M.maxCharacters)).toBeTruthy();
    expect(writes()).toEqual([]);
  });
});
