import { ANALYTICS_MESSAGES } from '@commonpurse/domain/analytics';

// The simulation analytics panel's words (ours: spec 2 names the figures, not their labels).
export const SIMULATION_ANALYTICS_LABELS = {
  loadFailed: 'The analytics could not be loaded.',
  pageviews: 'Pageviews',
  submissions: 'Submissions',
  submissionRate: 'Submission Rate',
  timeOnSite: 'Average Time on Site',
  averageExpenses: 'Average Submitted Spending',
  averageRevenue: 'Average Submitted Revenue',
  categoriesTitle: 'Categories',
  categoriesCaption: 'What residents submitted for each category',
  columns: {
    category: 'Category',
    type: 'Type',
    budgeted: 'Budgeted',
    averageSubmitted: 'Average submitted',
    changed: 'Submissions changed',
    increaseClicks: 'Increase clicks',
    decreaseClicks: 'Decrease clicks',
  },
  types: { expense: 'Spending', revenue: 'Revenue' },
  none: ANALYTICS_MESSAGES.noData,
  // The charts, demographics, comments, map and category pages follow (issue 13).
} as const;
