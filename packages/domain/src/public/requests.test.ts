import { describe, expect, it } from 'vitest';
import { STRUCTURE_LIMITS } from '../structure/messages.ts';
import { ZClickBatch, ZSubmissionCreate } from './requests.ts';

const max = STRUCTURE_LIMITS.amountMax;

describe('public request bodies', () => {
  it('refuse amounts the amount columns cannot hold (they used to reach the database)', () => {
    const submission = (amount: number) =>
      ZSubmissionCreate.safeParse({ items: [{ subcategory_id: 1, amount }] }).success;
    expect(submission(max)).toBe(true);
    expect(submission(-max)).toBe(true);
    expect(submission(1e14)).toBe(false);
    expect(submission(-1e14)).toBe(false);
    const clicks = (amount: number) =>
      ZClickBatch.safeParse({ visit_id: 1, clicks: [], amounts: [{ subcategory_id: 1, amount }] }).success;
    expect(clicks(max)).toBe(true);
    expect(clicks(1e20)).toBe(false);
  });

  it('take visit 0, the visit a preview answers, and nothing below', () => {
    expect(ZClickBatch.safeParse({ visit_id: 0, clicks: [] }).success).toBe(true);
    expect(ZClickBatch.safeParse({ visit_id: -1, clicks: [] }).success).toBe(false);
    expect(ZSubmissionCreate.safeParse({ visit_id: 0, items: [] }).success).toBe(true);
  });
});
