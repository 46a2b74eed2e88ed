import { defineMessages } from 'react-intl';

export const goalMessages = defineMessages({
  ok: { id: 'goal.ok', defaultMessage: 'OK' },
});
