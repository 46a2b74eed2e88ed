import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RICH_TEXT_LIMITS, RICH_TEXT_MESSAGES as M } from '@commonpurse/domain';
import { RichTextEditor } from './RichTextEditor.tsx';
import { installEditorLayout } from './test-support.ts';
import { RICH_TEXT_LABELS as L } from './labels.ts';
import { linkHref, opensInNewTab } from './links.ts';

function Harness({ initial = '', onChange }: { initial?: string; onChange?: (html: string) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <RichTextEditor
        label="More Details"
        value={value}
        helperText="Shown when residents open more info."
        onChange={(html) => {
          setValue(html);
          onChange?.(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>Replaced</p>')}>
        replace
      </button>
      <output data-testid="html">{value}</output>
    </>
  );
}

installEditorLayout();

const area = () => screen.getByRole('textbox', { name: 'More Details' });
const html = () => screen.getByTestId('html').textContent ?? '';

async function selectAll() {
  await userEvent.click(area());
  await userEvent.keyboard('{Control>}a{/Control}');
}

describe('RichTextEditor', () => {
  it('labels the area and every toolbar button, and formats the selection', async () => {
    render(<Harness initial="<p>Hello</p>" />);
    expect(area().getAttribute('aria-multiline')).toBe('true');
    expect(area().getAttribute('aria-describedby')).toBeTruthy();
    const toolbar = screen.getByRole('toolbar', { name: L.toolbar('More Details') });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      L.bold,
      L.italic,
      L.underline,
      L.strike,
      L.blockquote,
      L.heading1,
      L.heading2,
      L.bulletList,
      L.orderedList,
      L.alignLeft,
      L.alignCenter,
      L.alignRight,
      L.alignJustify,
      L.image,
      L.link,
      L.video,
    ]);
    await selectAll();
    const bold = within(toolbar).getByRole('button', { name: L.bold });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(bold);
    expect(html()).toBe('<p><strong>Hello</strong></p>');
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(within(toolbar).getByRole('button', { name: L.heading2 }));
    await userEvent.click(within(toolbar).getByRole('button', { name: L.alignCenter }));
    expect(html()).toBe('<h2 style="text-align: center;"><strong>Hello</strong></h2>');
  });

  it('is one tab stop moved with the arrow keys, Home and End', async () => {
    render(<Harness />);
    const toolbar = screen.getByRole('toolbar');
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[0]]);
    buttons[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(buttons[1]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(buttons.at(-1));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(buttons[0]);
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(buttons.at(-1));
    // A button's action returns to the text, as in other editors.
    await userEvent.keyboard('{Home}{Enter}');
    // Tiptap gives the focus back on the next animation frame.
    await waitFor(() => expect(document.activeElement).toBe(area()));
    expect(buttons[0]!.getAttribute('aria-pressed')).toBe('true');
  });

  it('takes typed text and an outside change of the value', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(area());
    await userEvent.keyboard('Hi');
    expect(html()).toBe('<p>Hi</p>');
    await userEvent.click(screen.getByRole('button', { name: 'replace' }));
    expect(area().innerHTML).toBe('<p>Replaced</p>');
    await userEvent.click(area());
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});

describe('links', () => {
  it.each([
    ['example.org', 'http://example.org'],
    ['  https://example.org/a ', 'https://example.org/a'],
    ['ftp://files.example.org', 'ftp://files.example.org'],
    ['localhost:3000/x', 'http://localhost:3000/x'],
    ['mailto:jane@example.org', 'mailto:jane@example.org'],
    ['jane@example.org', 'mailto:jane@example.org'],
    ['javascript:alert(1)', 'http://javascript:alert(1)'],
    ['', ''],
  ])('%j -> %j', (typed, href) => {
    expect(linkHref(typed)).toBe(href);
  });

  it('opens web links in a new tab, not addresses with @', () => {
    expect(opensInNewTab('http://example.org')).toBe(true);
    expect(opensInNewTab('mailto:jane@example.org')).toBe(false);
  });

  it('inserts a link from the dialog with the rules applied', async () => {
    render(<Harness initial="<p>Site</p>" />);
    await selectAll();
    await userEvent.click(screen.getByRole('button', { name: L.link }));
    const dialog = screen.getByRole('dialog', { name: L.linkTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: L.insert }));
    expect(within(dialog).getByText(M.linkRequired)).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: L.linkUrl }), 'example.org{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(html()).toBe(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="http://example.org">Site</a></p>',
    );

    await selectAll();
    await userEvent.click(screen.getByRole('button', { name: L.link }));
    const again = screen.getByRole('dialog', { name: L.linkTitle });
    const field = within(again).getByRole('textbox', { name: L.linkUrl });
    expect((field as HTMLInputElement).value).toBe('http://example.org');
    await userEvent.clear(field);
    await userEvent.type(field, 'jane@example.org{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(html()).toBe(
      '<p><a rel="noopener noreferrer nofollow" href="mailto:jane@example.org">Site</a></p>',
    );
  });
});

const png = (bytes: number, name = 'map.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('images', () => {
  it('refuses non-images and oversized images, needs alt text, then embeds the image', async () => {
    render(<Harness />);
    await userEvent.click(area());
    await userEvent.click(screen.getByRole('button', { name: L.image }));
    const dialog = screen.getByRole('dialog', { name: L.imageTitle });
    const input = within(dialog).getByLabelText(L.imageFile);

    await userEvent.upload(input, new File(['a,b'], 'data.csv', { type: 'text/csv' }), {
      applyAccept: false,
    });
    expect(await within(dialog).findByText(M.notAnImage)).toBeTruthy();

    const tooBig = (RICH_TEXT_LIMITS.imageDataUrlMaxChars / 4) * 3 + 3;
    await userEvent.upload(input, png(tooBig));
    expect(await within(dialog).findByText(M.imageTooLarge)).toBeTruthy();

    await userEvent.upload(input, png(3));
    expect(await within(dialog).findByText(L.imageChosen('map.png'))).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: L.insert }));
    expect(within(dialog).getByText(M.altRequired)).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: L.imageAlt }), 'Park map');
    await userEvent.click(within(dialog).getByRole('button', { name: L.insert }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(html()).toBe('<img src="data:image/png;base64,AAAA" alt="Park map">');
  });
});

describe('video', () => {
  it('embeds a YouTube address and refuses others', async () => {
    render(<Harness />);
    await userEvent.click(area());
    await userEvent.click(screen.getByRole('button', { name: L.video }));
    const dialog = screen.getByRole('dialog', { name: L.videoTitle });
    const field = within(dialog).getByRole('textbox', { name: L.videoUrl });
    await userEvent.type(field, 'https://example.org/clip{Enter}');
    expect(within(dialog).getByText(M.videoInvalid)).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'https://www.youtube.com/watch?v=abc123{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(html()).toContain('src="https://www.youtube.com/embed/abc123');
  });

  it('recognises a saved embed whose wrapper attribute the server dropped', () => {
    render(<Harness initial={'<div><iframe src="https://www.youtube.com/embed/abc123"></iframe></div>'} />);
    expect(area().querySelector('iframe')?.getAttribute('src')).toContain('youtube.com/embed/abc123');
  });
});
