import { defineMessages } from 'react-intl';

export const shareMessages = defineMessages({
  facebook: { id: 'share.facebook', defaultMessage: 'Share on Facebook' },
  x: { id: 'share.x', defaultMessage: 'Share on X' },
  linkedin: { id: 'share.linkedin', defaultMessage: 'Share on LinkedIn' },
  email: { id: 'share.email', defaultMessage: 'Share by email' },
  newTab: { id: 'share.newTab', defaultMessage: '(opens in a new tab)' },
  link: { id: 'share.link', defaultMessage: 'Link to share' },
  copy: { id: 'share.copy', defaultMessage: 'Copy link' },
  copied: { id: 'share.copied', defaultMessage: 'Link copied.' },
  copyFailed: {
    id: 'share.copyFailed',
    defaultMessage: 'The link could not be copied. It is selected: copy it with your keyboard or menu.',
  },
});
