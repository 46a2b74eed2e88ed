import { defineMessages } from 'react-intl';

export const sharedMessages = defineMessages({
  close: { id: 'shared.close', defaultMessage: 'Close' },
});
