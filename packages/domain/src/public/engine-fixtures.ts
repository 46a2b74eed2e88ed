import type { TEngineItem } from './engine.ts';

/** Tests' engine item: a plain spending item of 1,000 with no steps, bounds or question set. */
export const engineItem = (over: Partial<TEngineItem> = {}): TEngineItem => ({
  id: 1,
  type: 'expense',
  amount: 1_000,
  rate: null,
  is_locked: false,
  floor_amount: null,
  ceiling_amount: 0,
  custom_increment_amount: null,
  custom_increment_rate: null,
  custom_increment_rate_for_tax_rate: null,
  calculator: 'standard',
  suggestion_box: false,
  suggestion_box_mode: 'no_amount',
  question: null,
  ...over,
});
