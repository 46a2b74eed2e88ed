import { defineMessages, type NoMessageValues as None } from 'react-intl';

// Typed: each message's values are checked where it is formatted.
export const timerMessages = defineMessages<{
  minutesLeft: { label: string; minutes: number };
  secondsLeft: { label: string; seconds: number };
  expired: None;
}>({
  minutesLeft: {
    id: 'timer.minutesLeft',
    defaultMessage: '{label}: {minutes, plural, one {# minute} other {# minutes}}',
  },
  secondsLeft: {
    id: 'timer.secondsLeft',
    defaultMessage: '{label}: {seconds, plural, one {# second} other {# seconds}}',
  },
  expired: { id: 'timer.expired', defaultMessage: 'Time is up.' },
});
