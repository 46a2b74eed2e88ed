import { describe, expect, it } from 'vitest';
import { RECEIPT_CREATE_METHODS } from './constants.ts';
import { RECEIPT_CREATE_METHOD_LABELS, receiptCounterHelp, receiptCounterLabel } from './list-texts.ts';

describe('receipts list texts', () => {
  it.each([
    [0, 0, '0 / 0 Active Taxpayer Receipts'],
    [1, 3, '1 / 3 Active Taxpayer Receipts'],
  ])('counts %i of %i', (active, allowed, text) => {
    expect(receiptCounterLabel(active, allowed)).toBe(text);
  });

  it('explains the counter with the licence count', () => {
    expect(receiptCounterHelp(1)).toBe('Your account allows up to 1 active taxpayer receipt(s) at a time.');
  });

  it('labels the create methods in the spec order', () => {
    expect(RECEIPT_CREATE_METHODS.map((m) => RECEIPT_CREATE_METHOD_LABELS[m])).toEqual([
      'Start from Scratch',
      'Duplicate Simulation',
      'Duplicate Tax Receipt',
    ]);
  });
});
