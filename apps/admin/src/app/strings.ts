import { SHELL_TEXT } from '@commonpurse/domain/console';

// Shell wording of our own; the spec's texts (route names, header texts) come from packages/domain.

export const SHELL_LABELS = {
  ...SHELL_TEXT,
  openNavigation: 'Open navigation',
  mainNavigation: 'Main navigation',
  helpMenu: 'Help',
  helpPage: 'Help & Support',
  userMenu: 'Account menu',
  switchPublisher: 'Switch publisher',
  searchPublishers: 'Search publishers',
  activePublisher: 'Active',
  opensInNewTab: '(opens in a new tab)',
  trialNotice: 'You are using a trial account. To upgrade, contact us at',
  or: 'or',
  impersonating: (name: string, email: string) => `You are impersonating ${name} (${email}).`,
  endImpersonation: 'End session',
  goToDashboard: 'Go to the dashboard',
  goToLogin: 'Go to the login page',
  impersonationFailed: 'This impersonation link is invalid, has been used, or has expired.',
  skipToContent: 'Skip to main content',
} as const;
