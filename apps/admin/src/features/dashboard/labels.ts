// The dashboard's words (ours: spec 2 names the figures, not their labels).
export const DASHBOARD_LABELS = {
  loadFailed: 'The dashboard could not be loaded.',
  selector: 'Simulation',
  print: 'Print',
  totalsTitle: 'Totals',
  pageviews: 'Pageviews',
  submissions: 'Submissions',
  receiptVisits: 'Taxpayer Receipt Visits',
  averageExpenses: 'Average Submitted Spending',
  averageRevenue: 'Average Submitted Revenue',
  timeOnSite: 'Average Time on Site',
  perResident: {
    title: 'Average Total per Resident',
    rowHeader: 'Budget side',
    spending: 'Spending',
    revenue: 'Revenue',
  },
} as const;
