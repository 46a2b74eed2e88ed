import { ANALYTICS_MESSAGES } from '@commonpurse/domain/analytics';

// The analytics charts' words (ours: spec 2 names the charts, not their captions or column headers).
export const CHART_LABELS = {
  noData: ANALYTICS_MESSAGES.noData,
  percent: 'Percent',
  /** What a pie's amounts count (decision 0352). */
  counts: { sessions: 'Sessions', answers: 'Answers', submissions: 'Submissions', clicks: 'Clicks' },
  categories: {
    expenseTitle: 'Spending by Category',
    revenueTitle: 'Revenue by Category',
    category: 'Category',
    budgeted: 'Budgeted',
    averageSubmitted: 'Average submitted',
  },
  topChanges: {
    title: 'Top Changes',
    expenseIncreases: 'Top Spending Increases',
    expenseDecreases: 'Top Spending Decreases',
    revenueIncreases: 'Top Revenue Increases',
    revenueDecreases: 'Top Revenue Decreases',
    perSubmission: 'Each category’s average change per submission',
  },
  referrers: {
    title: 'Top Referrers',
    caption: 'Where visits came from',
    source: 'Source',
    sessions: 'Sessions',
    percentage: 'Percent',
  },
} as const;
