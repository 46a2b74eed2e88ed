import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PageIntl } from './PageIntl.tsx';
import { TextsContext, useText } from './useText.ts';

function Submit() {
  return <button type="button">{useText('submit')}</button>;
}

const renderWith = (texts: Record<string, string>, locale = 'en_US') =>
  render(
    <PageIntl locale={locale}>
      <TextsContext.Provider value={texts}>
        <Submit />
      </TextsContext.Provider>
    </PageIntl>,
  );

describe('useText', () => {
  it('gives the default text in the page language when the simulation set none', async () => {
    const { unmount } = renderWith({});
    expect((await screen.findByRole('button')).textContent).toBe('Submit');
    unmount();
    renderWith({}, 'fr');
    expect((await screen.findByRole('button')).textContent).toBe('Envoyer');
  });

  it('gives the simulation’s own text when it set one (blank ones do not count)', async () => {
    const { unmount } = renderWith({ submit: 'Send my budget' });
    expect((await screen.findByRole('button')).textContent).toBe('Send my budget');
    unmount();
    renderWith({ submit: '   ' }, 'es');
    expect((await screen.findByRole('button')).textContent).toBe('Enviar');
  });
});
