import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@commonpurse/domain';
import { ApiError, filenameOf } from '@/api/http.ts';
import { reportFailure } from '@/api/errors.ts';

describe('filenameOf', () => {
  it.each([
    ['attachment; filename="fy27-submissions-2026-11-22.csv"', 'fy27-submissions-2026-11-22.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ["attachment; filename*=UTF-8''caf%C3%A9.csv", 'café.csv'],
    ['attachment', null],
    [null, null],
  ])('%s -> %s', (header, expected) => {
    expect(filenameOf(header)).toBe(expected);
  });
});

describe('reportFailure', () => {
  it('adds the server message after a colon', () => {
    expect(reportFailure(new ApiError(404, 'Not found.'))).toBe(
      `${REPORT_MESSAGES.downloadFailed}: Not found.`,
    );
    expect(reportFailure(new Error('boom'))).toBe(REPORT_MESSAGES.downloadFailed);
  });
});
