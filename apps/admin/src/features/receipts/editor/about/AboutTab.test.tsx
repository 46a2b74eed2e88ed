import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INLINE_EDITOR_MESSAGES } from '@commonpurse/domain';
import { renderConsoleAt } from '@/test/console.tsx';
import { desktopViewport, signIn } from '@/test/render.tsx';
import { installEditorLayout } from '@/ui/rich-text/test-support.ts';
import { ABOUT_LABELS as L } from '../labels.ts';
import { makeReceipt, mockReceiptApi } from '@/test/receipt-editor-api.ts';

beforeEach(() => {
  desktopViewport();
  installEditorLayout();
  signIn();
});

async function openAbout() {
  const api = mockReceiptApi(makeReceipt({ about: '<p>Where the money goes.</p>' }));
  renderConsoleAt('/receipts/5#about');
  await screen.findByRole('heading', { name: L.sections.conclusion });
  return { ...api, patches: () => api.writes().map((c) => c.body) };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('the About tab', () => {
  it("puts 'http://' before a URL without a scheme when saving, and keeps https", async () => {
    const { patches } = await openAbout();
    await userEvent.type(field(L.aboutCtaUrl), 'riverton.example/budget');
    await userEvent.tab();
    await waitFor(() =>
      expect(patches()).toEqual([{ about_cta_button_url: 'http://riverton.example/budget' }]),
    );
    expect(field(L.aboutCtaUrl).value).toBe('http://riverton.example/budget');

    await userEvent.type(field(L.conclusionCtaUrl), 'https://riverton.example/thanks');
    await userEvent.tab();
    await waitFor(() =>
      expect(patches()[1]).toEqual({ conclusion_cta_button_url: 'https://riverton.example/thanks' }),
    );
  });

  it('saves the labels and heading within their limits', async () => {
    const { patches } = await openAbout();
    await userEvent.click(field(L.aboutCtaLabel));
    await userEvent.paste('x'.repeat(101));
    await userEvent.tab();
    expect(screen.getByText(INLINE_EDITOR_MESSAGES.maxLength(100))).toBeTruthy();
    expect(patches()).toEqual([]);

    await userEvent.type(field(L.conclusionHeading), 'Thank you');
    await userEvent.tab();
    await waitFor(() => expect(patches()).toEqual([{ conclusion_heading: 'Thank you' }]));
  });

  it('shows the about text in the rich-text editor', async () => {
    await openAbout();
    const about = await screen.findByRole('textbox', { name: L.about });
    expect(about.textContent).toBe('Where the money goes.');
  });
});
