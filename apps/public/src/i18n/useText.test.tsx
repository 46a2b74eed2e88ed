import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PageIntl } from './PageIntl.tsx';
import { IsPbContext, TextsContext, useText } from './useText.ts';

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

  it("gives a prioritization's own default where it has one, and still the custom text first", async () => {
    function EntryTitle() {
      return <h1>{useText('entry_title')}</h1>;
    }
    const renderPb = (texts: Record<string, string>, isPb: boolean, locale = 'en_US') =>
      render(
        <PageIntl locale={locale}>
          <TextsContext.Provider value={texts}>
            <IsPbContext.Provider value={isPb}>
              <EntryTitle />
            </IsPbContext.Provider>
          </TextsContext.Provider>
        </PageIntl>,
      );
    let view = renderPb({}, true);
    expect((await screen.findByRole('heading')).textContent).toBe('Choose the Projects');
    view.unmount();
    view = renderPb({}, true, 'fr');
    expect((await screen.findByRole('heading')).textContent).toBe('Choisissez les projets');
    view.unmount();
    view = renderPb({}, false);
    expect((await screen.findByRole('heading')).textContent).toBe('Balance the Budget');
    view.unmount();
    renderPb({ entry_title: 'Vote for the Parks' }, true);
    expect((await screen.findByRole('heading')).textContent).toBe('Vote for the Parks');
  });
});
