// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithIntl, setupFeatureTests } from './testing.tsx';
import { GoalModal, ShareLinks, Timer } from './index.ts';

setupFeatureTests();

describe('the lazy features', () => {
  it('load their chunk on first mount and render as the component itself', async () => {
    renderWithIntl(
      <>
        <Timer minutes={5} onExpire={vi.fn()} label="Time remaining" />
        <ShareLinks url="https://example.org/b" header="Share" text="Hi" />
        <GoalModal open message="Done" title="Goal met" onClose={vi.fn()} />
      </>,
    );
    expect((await screen.findByRole('timer', { name: 'Time remaining' })).textContent).toBe('05:00');
    expect(await screen.findByRole('region', { name: 'Share' })).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Goal met' })).toBeTruthy();
  });
});
