import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { TPublicReceipt } from '@commonpurse/domain/public';
import type { TBootstrap } from '../bootstrap.ts';
import { App } from '../screens/App.tsx';
import { fakeApi } from '../test/fake-api.ts';
import { rivertonReceipt } from './test-receipt.ts';

const boot: TBootstrap = {
  subdomain: 'riverton',
  slug: 'taxes-2027',
  kind: 'receipt',
  preview: null,
  status: 'ok',
  locale: 'en_US',
};

async function openReceipt(receipt: TPublicReceipt = rivertonReceipt()) {
  const api = fakeApi(receipt);
  const user = userEvent.setup();
  render(<App boot={{ ...boot, locale: receipt.locale, preview: receipt.preview ? 'token' : null }} />);
  await screen.findByRole('heading', { level: 1, name: receipt.name });
  return { api, user };
}

/** A table's rows as text: each cell's text, joined by ' | '. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')]
        .map((cell) => cell.firstChild?.textContent?.trim() ?? '')
        .join(' | '),
    );

/** axe-core's WCAG 2.1 A/AA rules on the page (colour contrast needs a layout jsdom lacks: e2e checks it). */
async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const totalText = () => document.querySelector('.receipt-total strong')!.textContent;

describe('the taxpayer receipt page', () => {
  it('fetches the receipt, records one visit, and estimates the taxes of a home owner and where they go', async () => {
    const { api, user } = await openReceipt();
    expect(api.calls[0]!.url).toBe('/v1/public/sites/riverton/receipts/taxes-2027');
    await waitFor(() => expect(document.title).toBe('Your 2027 taxes'));
    expect(screen.getByText('Where your tax dollars go')).toBeTruthy();
    expect(screen.getByText('Welcome, neighbours')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my receipt' }).getAttribute('href')).toBe(
      '#receipt-calculator',
    );
    expect(totalText()).toBe('$0.00');
    // Before the owner question is answered there is no home value to give.
    expect(screen.queryByRole('textbox', { name: 'The value of your home' })).toBeNull();

    const owner = screen.getByRole('group', { name: 'Do you own the home you live in?' });
    await user.click(within(owner).getByRole('radio', { name: 'Yes' }));
    const home = screen.getByRole('textbox', { name: 'The value of your home' });
    expect(home.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(home.getAttribute('aria-describedby')!)!.textContent).toBe(
      'The assessed value on your last notice.',
    );
    await user.type(home, '300,000');
    // Only digits and a point can be typed.
    expect((home as HTMLInputElement).value).toBe('300000');

    // 300,000 x 0.012 = 3,600.00; spending 1,000: Police 60 % = 2,160, Fire 30 % = 1,080, Playgrounds 10 % = 360.
    expect(totalText()).toBe('$3,600.00');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your estimated taxes are $3,600.00 a year.'),
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Your taxes by type' }))).toEqual([
      'Tax | Amount',
      'Property tax | $3,600.00',
      'Income tax | $0.00',
      'Sales tax | $0.00',
      'Total | $3,600.00',
    ]);
    expect(
      rowsOf(screen.getByRole('table', { name: 'Your taxes, category by category and item by item' })),
    ).toEqual([
      'Service | Your share | Share of the budget',
      'Public safety | $3,240.00 | 90%',
      'Police | $2,160.00 | 60%',
      'Fire | $1,080.00 | 30%',
      'Parks | $360.00 | 10%',
      'Playgrounds | $360.00 | 10%',
      'Total | $3,600.00 | 100%',
    ]);
    const chart = screen.getByRole('figure', { name: 'By category' });
    expect([...chart.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Public safety$3,240.00 (90%)',
      'Parks$360.00 (10%)',
    ]);
    expect((chart.querySelector('.receipt-bar-fill') as HTMLElement).style.inlineSize).toBe('90.00%');

    // One visit, and nothing the resident typed ever leaves the page.
    expect(api.writes().map((call) => [call.method, call.url])).toEqual([
      ['POST', '/v1/public/budgets/41/visits'],
    ]);
  });

  it('counts no property tax for a renter, and the sales tax from a percent of the income typed once', async () => {
    const { user } = await openReceipt();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(
      screen.getByText('People who rent pay no property tax directly, so none is counted for you.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'The value of your home' })).toBeNull();
    // One income field serves the income tax and the sales tax.
    expect(screen.getAllByRole('textbox', { name: 'Your household income in a year' })).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: 'Your household income in a year' }), '60000');
    await user.type(
      screen.getByRole('textbox', { name: 'Percent of your income spent on taxable purchases' }),
      '25',
    );
    // Income tax 60,000 x 0.05 = 3,000; sales tax 60,000 x 25 % x 0.07 = 1,050; total 4,050.
    expect(totalText()).toBe('$4,050.00');
    expect(rowsOf(screen.getByRole('table', { name: 'Your taxes by type' }))).toEqual([
      'Tax | Amount',
      'Property tax | $0.00',
      'Income tax | $3,000.00',
      'Sales tax | $1,050.00',
      'Total | $4,050.00',
    ]);
    expect(screen.getByText(/If you rent your home, you pay no property tax directly/)).toBeTruthy();
  });

  it('asks for yearly taxable purchases without the percentage, and hides the breakdown when it is off', async () => {
    const receipt = rivertonReceipt({
      calculators: {
        property_tax: null,
        sales_tax: { rate: 0.0825, is_purchased_percentage_enabled: false },
        income_tax: null,
      },
      is_tax_total_breakdown_enabled: false,
    });
    const { user } = await openReceipt(receipt);
    expect(screen.queryByRole('textbox', { name: /income/ })).toBeNull();
    await user.type(
      screen.getByRole('textbox', { name: 'What you spend on taxable purchases in a year' }),
      '12345.67',
    );
    // 12,345.67 x 0.0825 = 1,018.517775 -> 1,018.52
    expect(totalText()).toBe('$1,018.52');
    expect(screen.queryByRole('table', { name: 'Your taxes by type' })).toBeNull();
    expect(screen.getByText('The sales tax rate is 8.25%.')).toBeTruthy();
  });

  it('shows the about and conclusion sections with their buttons, the statement and the pre-footer', async () => {
    await openReceipt();
    const about = screen.getByRole('region', { name: 'About the budget' });
    expect(about.textContent).toContain('About our budget.');
    expect(within(about).getByRole('link', { name: 'Read the budget' }).getAttribute('href')).toBe(
      'https://riverton.example/budget',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Thank you for reading' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take the survey' }).getAttribute('href')).toBe(
      'https://riverton.example/survey',
    );
    expect(screen.getByRole('heading', { name: 'What this estimate is' })).toBeTruthy();
    expect(
      screen.getByText(
        /This is an estimate, not a tax bill\. It applies the tax rates set by City of Riverton/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toBe('Questions? Call 311.');
  });

  it('shows what the budget spends, without calculators', async () => {
    const receipt = rivertonReceipt({
      calculators: { property_tax: null, sales_tax: null, income_tax: null },
    });
    await openReceipt(receipt);
    expect(screen.queryByRole('link', { name: 'See my receipt' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Estimate your taxes' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Where the money goes' })).toBeTruthy();
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      'Service | Budget | Share of the budget',
      'Public safety | $900 | 90%',
      'Police | $600 | 60%',
      'Fire | $300 | 30%',
      'Parks | $100 | 10%',
      'Playgrounds | $100 | 10%',
      'Total | $1,000 | 100%',
    ]);
  });

  it('records nothing in a preview and says it is one', async () => {
    const { api } = await openReceipt(rivertonReceipt({ preview: true }));
    expect(api.calls[0]!.url).toBe('/v1/public/sites/riverton/receipts/taxes-2027?preview=token');
    expect(screen.getByRole('note').textContent).toContain('This is a preview for staff.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.writes()).toEqual([]);
  });

  it('reads right to left in Arabic, in Arabic words', async () => {
    const { user } = await openReceipt(rivertonReceipt({ locale: 'ar', name: 'ضرائبك لعام 2027' }));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByRole('heading', { level: 2, name: 'قدِّر ضرائبك' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'نعم' }));
    await user.type(screen.getByRole('textbox', { name: 'قيمة منزلك' }), '300000');
    // Western digits, as the simulation page writes amounts.
    expect(totalText()).toBe('$3,600.00');
    expect(screen.getByRole('table', { name: 'ضرائبك حسب النوع' })).toBeTruthy();
  });

  it('passes axe with every part shown, and moves to the calculators from the button', async () => {
    const { user } = await openReceipt();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByRole('textbox', { name: 'The value of your home' }), '250000');
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'See my receipt' }));
    expect(window.location.hash).toBe('#receipt-calculator');
  });

  it('is the not-available page when the receipt cannot be opened', async () => {
    fakeApi(null);
    render(<App boot={boot} />);
    expect(await screen.findByRole('heading', { name: 'This page is not available' })).toBeTruthy();
  });
});
