// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithIntl, setupFeatureTests } from '../testing.tsx';
import { ShareLinks } from './ShareLinks.tsx';

setupFeatureTests();

const url = 'https://riverton.example.org/budget-2026?ref=share&x=1';
const text = 'I balanced the budget & you can too!';

const renderShare = () =>
  renderWithIntl(<ShareLinks url={url} header="Share with your neighbours" text={text} />);

const href = (name: RegExp) => new URL(screen.getByRole('link', { name }).getAttribute('href')!);

describe('share links', () => {
  it('links to each network with the address and the text encoded, new tabs said so', () => {
    renderShare();
    expect(screen.getByRole('region', { name: 'Share with your neighbours' })).toBeTruthy();
    expect(href(/^Share on Facebook/).searchParams.get('u')).toBe(url);
    expect(href(/^Share on X/).searchParams.get('url')).toBe(url);
    expect(href(/^Share on X/).searchParams.get('text')).toBe(text);
    expect(href(/^Share on LinkedIn/).searchParams.get('url')).toBe(url);
    const facebook = screen.getByRole('link', { name: 'Share on Facebook (opens in a new tab)' });
    expect(facebook.getAttribute('target')).toBe('_blank');
    expect(facebook.getAttribute('rel')).toBe('noopener noreferrer');
    const email = href(/^Share by email$/);
    expect(email.protocol).toBe('mailto:');
    expect(email.searchParams.get('subject')).toBe(text);
    expect(email.searchParams.get('body')).toBe(`${text}\n\n${url}`);
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderShare();
    expect(screen.getByLabelText<HTMLInputElement>('Link to share').value).toBe(url);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status').textContent).toBe('Link copied.');
  });

  it('selects the link for the resident to copy when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    renderShare();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/could not be copied/)).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>('Link to share');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, url.length]);
  });
});
