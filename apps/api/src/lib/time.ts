export const secondsFromNow = (seconds: number, now = new Date()) => new Date(now.getTime() + seconds * 1000);

const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Nov 22, 2026' (in UTC, so every server and test agrees). */
export const formatShortDate = (date: Date) => SHORT_DATE.format(date);
