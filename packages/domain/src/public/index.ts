// The public site's shared rules: the page and the server's public module import them from here.
export * from './engine.ts';
export * from './messages.ts';
export * from './page.ts';
export * from './requests.ts';
export * from './submission.ts';
export * from './views.ts';
export * from './referrer.ts';
export * from './ballot.ts';
export * from './ballot-rules.ts';
export * from './ballot-totals.ts';
export * from './ballot-codes.ts';
export * from './ballot-admin.ts';
export * from './ballot-results-text.ts';
// A meeting's public, facilitator and results views (issue 15).
export * from './meeting.ts';
export * from './meeting-views.ts';
// The taxpayer receipt page: its data and the estimate (receipts/estimate.ts imports nothing, so the
// public bundle takes it without the console's receipt schemas).
export * from './receipt.ts';
export * from '../receipts/estimate.ts';
