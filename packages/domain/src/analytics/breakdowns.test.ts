import { describe, expect, it } from 'vitest';
import {
  addCounts,
  demographicSet,
  engagementFigures,
  NO_CLICKS,
  NO_SESSION_CHANGES,
  questionOptionFigures,
  referrerPaths,
  sourceShares,
} from './breakdowns.ts';

describe('analytics breakdowns', () => {
  it('lists the 10 referrers with most sessions, ties by name, as a percent of every session', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      source: `site${String(i).padStart(2, '0')}.org`,
      sessions: i % 3,
    }));
    const top = referrerPaths(rows, 200);
    expect(top).toHaveLength(10);
    expect(top.slice(0, 2)).toEqual([
      { source: 'site02.org', sessions: 2, percentage: 1 },
      { source: 'site05.org', sessions: 2, percentage: 1 },
    ]);
    expect(referrerPaths([{ source: 'a.org', sessions: 0 }], 0)).toEqual([
      { source: 'a.org', sessions: 0, percentage: 0 },
    ]);
  });

  it('gives demographic sets and sources their shares, most first, leaving out zero counts', () => {
    expect(
      demographicSet([
        { value: 'b', count: 1 },
        { value: 'a', count: 3 },
        { value: 'z', count: 0 },
      ]),
    ).toEqual([
      { value: 'a', total_count: 3, total_percentage: 75 },
      { value: 'b', total_count: 1, total_percentage: 25 },
    ]);
    expect(demographicSet([])).toEqual([]);
    // A source of 1 % is its own slice (no 'Other' among the handful of classes).
    expect(
      sourceShares([
        { source: 'direct', count: 99 },
        { source: 'email', count: 1 },
      ]),
    ).toEqual([
      { source: 'direct', amount: 99, percentage: 99 },
      { source: 'email', amount: 1, percentage: 1 },
    ]);
  });

  it('works out click shares and session averages, null without data', () => {
    expect(engagementFigures(NO_CLICKS, NO_SESSION_CHANGES)).toEqual({
      increase_clicks: 0,
      decrease_clicks: 0,
      increase_clicks_percent: null,
      decrease_clicks_percent: null,
      info_clicks: 0,
      details_clicks: 0,
      open_clicks: 0,
      average_session_increase: null,
      average_session_decrease: null,
      sessions_changed: 0,
    });
    const figures = engagementFigures(
      { ...NO_CLICKS, increase: 3, decrease: 1 },
      { increased_count: 2, increased_total: 30, decreased_count: 1, decreased_total: 5 },
    );
    expect(figures).toMatchObject({
      increase_clicks_percent: 75,
      decrease_clicks_percent: 25,
      average_session_increase: 15,
      average_session_decrease: 5,
      sessions_changed: 3,
    });
    expect(
      addCounts(NO_CLICKS, [
        { ...NO_CLICKS, open: 2 },
        { ...NO_CLICKS, open: 1, info: 4 },
      ]),
    ).toEqual({
      ...NO_CLICKS,
      open: 3,
      info: 4,
    });
  });

  it("counts a scenario question's options, percents of submissions and of option clicks", () => {
    const options = [
      { id: '1', title: 'Keep' },
      { id: '2', title: 'Cut' },
    ];
    expect(
      questionOptionFigures(
        options,
        new Map([['2', 1]]),
        new Map([
          ['1', 3],
          ['2', 1],
        ]),
        4,
      ),
    ).toEqual([
      {
        id: '1',
        title: 'Keep',
        submitted_count: 0,
        submitted_percentage: 0,
        clicked_count: 3,
        clicked_percentage: 75,
      },
      {
        id: '2',
        title: 'Cut',
        submitted_count: 1,
        submitted_percentage: 25,
        clicked_count: 1,
        clicked_percentage: 25,
      },
    ]);
    expect(questionOptionFigures(options, new Map(), new Map(), 0)[0]).toMatchObject({
      submitted_percentage: null,
      clicked_percentage: null,
    });
  });
});
