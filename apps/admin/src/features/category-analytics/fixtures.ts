import {
  ZCategoryAnalytics,
  ZSubcategoryAnalytics,
  type TCategoryAnalytics,
  type TSubcategoryAnalytics,
  type TSubcategoryAnalyticsRow,
} from '@commonpurse/domain/analytics';
import { ITEM_FIGURES } from '@/test/analytics-fixtures.ts';

// Test answers of the category and subcategory analytics calls, parsed by the API's own schemas so a
// change of shape fails the tests too.

const row = (
  id: number,
  name: string,
  over: Partial<TSubcategoryAnalyticsRow>,
): TSubcategoryAnalyticsRow => ({
  id,
  name,
  ...ITEM_FIGURES,
  amount: 500_000,
  ...over,
});

export const PARKS = row(11, 'Parks', {
  amount: 600_000,
  average_submitted_amount: 700_000,
  increase_clicks: 9,
  percent_submissions_changed: 75,
});
export const POOLS = row(12, 'Pools', {
  amount: 400_000,
  average_submitted_amount: null,
  increase_clicks: 3,
  percent_submissions_changed: null,
});
export const ARTS = row(13, 'arts', {
  amount: 900_000,
  average_submitted_amount: 950_000,
  increase_clicks: 0,
});

export const CATEGORY: TCategoryAnalytics = ZCategoryAnalytics.parse({
  id: 5,
  name: 'Parks & Recreation',
  type: 'expense',
  total: 1_900_000,
  amount: 1_900_000,
  ...ITEM_FIGURES,
  budget_name: 'Budget 2027',
  subcategories: [PARKS, POOLS, ARTS],
  comments: [
    { subcategory_id: 11, name: 'Parks', text: 'More shade trees', timestamp: '2027-03-04T15:30:00.000Z' },
  ],
});

export function makeSubcategory(over: Partial<TSubcategoryAnalytics> = {}): TSubcategoryAnalytics {
  return ZSubcategoryAnalytics.parse({
    ...PARKS,
    category_id: 5,
    category_name: 'Parks & Recreation',
    budget_name: 'Budget 2027',
    custom_question_text: null,
    question_options: [],
    comments: [{ text: 'Keep the lawns', timestamp: '2027-03-05T09:00:00.000Z' }],
    ...over,
  });
}

export const QUESTION = {
  custom_question_text: 'Which hours should the pool keep?',
  question_options: [
    {
      id: '1',
      title: 'Mornings',
      submitted_count: 3,
      submitted_percentage: 75,
      clicked_count: 2,
      clicked_percentage: 40,
    },
    {
      id: '2',
      title: 'Evenings',
      submitted_count: 1,
      submitted_percentage: 25,
      clicked_count: 3,
      clicked_percentage: 60,
    },
  ],
};
