import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIMINGS } from '@commonpurse/domain';
import { ErrorBanner, NotifyProvider, useNotify, type TNotify } from './notify.tsx';
import { SaveIndicator, useSaveIndicator } from './SaveIndicator.tsx';

function Harness({ expose }: { expose(n: TNotify): void }) {
  expose(useNotify());
  return <ErrorBanner />;
}

function renderNotify() {
  let notify: TNotify | undefined;
  render(
    <NotifyProvider>
      <Harness expose={(n) => (notify = n)} />
    </NotifyProvider>,
  );
  return () => notify!;
}

describe('notifications', () => {
  it('shows a dismissible red error banner and scrolls to the top', async () => {
    const notify = renderNotify();
    act(() => notify().error('The meeting could not be saved.'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The meeting could not be saved.');
    expect(alert.className).toContain('MuiAlert-filledError');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('The meeting could not be saved.')).toBeNull();
  });

  it('hides the success snackbar after the snackbar time', () => {
    vi.useFakeTimers();
    const notify = renderNotify();
    act(() => notify().success('Saved!'));
    expect(screen.getByRole('status').textContent).toContain('Saved!');
    act(() => vi.advanceTimersByTime(TIMINGS.snackbarMs - 100));
    expect(screen.queryByText('Saved!')).not.toBeNull();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByText('Saved!')).toBeNull();
  });

  it('shows the loading overlay while work runs', async () => {
    const notify = renderNotify();
    let finish: () => void = () => undefined;
    let work: Promise<void> = Promise.resolve();
    act(() => {
      work = notify().withLoading(new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    await act(async () => {
      finish();
      await work;
    });
    await vi.waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull());
  });
});

function SaveHarness({ work }: { work: () => Promise<unknown> }) {
  const { status, track } = useSaveIndicator();
  return (
    <>
      <button onClick={() => void track(work())}>save</button>
      <SaveIndicator status={status} />
    </>
  );
}

describe('SaveIndicator', () => {
  it('says Saving while the save runs, then Saved for the saved-indicator time', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    render(<SaveHarness work={() => new Promise<void>((resolve) => (finish = resolve))} />);
    act(() => screen.getByRole('button', { name: 'save' }).click());
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    await act(async () => finish());
    expect(screen.getByRole('status').textContent).toBe('Saved');
    act(() => vi.advanceTimersByTime(TIMINGS.savedIndicatorMs));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
