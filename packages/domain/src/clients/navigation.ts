import type { TCapabilities } from './capabilities.ts';

export const PRODUCT_NAME = 'Commonpurse';
export const SUPPORT_EMAIL = 'support@commonpurse.org';
export const SUPPORT_PHONE = '(555) 010-4477';
export const KNOWLEDGE_BASE_URL = 'https://help.commonpurse.org';
export const UPGRADE_BOX_TEXT = 'Elevate your decision-making with advanced features';
export const UPGRADE_TOOLTIP = 'Upgrade your plan to use this feature.';

/** The help dialogs of the screens that offer help (spec 2 "Application shell"). */
export const HELP_TOPIC_NAMES = ['analytics', 'simulation', 'meeting', 'receipts'] as const;
export type THelpTopicName = (typeof HELP_TOPIC_NAMES)[number];

/** Embedded video of a help dialog, per topic; a topic without one shows its text and links only. */
export type THelpVideoUrls = Partial<Record<THelpTopicName, string>>;

/** The drawer's icons, by name (the users/me answer validates against this list). */
export const NAV_ICON_NAMES = [
  'dashboard',
  'simulate',
  'prioritize',
  'analytics',
  'meetings',
  'receipts',
  'help',
  'audit',
] as const;
export type TNavIcon = (typeof NAV_ICON_NAMES)[number];

/** A drawer entry: an in-app route (`to`) or an absolute link (`href`), or a section of children. */
export interface TMenuItem {
  label: string;
  icon?: TNavIcon;
  to?: string;
  href?: string;
  /** The plan lacks the capability: the entry shows an upgrade tooltip (the screen shows marketing). */
  locked?: boolean;
  children?: TMenuItem[];
}

export interface THeaderItem {
  kind: 'help' | 'billing' | 'profile';
  label: string;
  to?: string;
  href?: string;
}

export interface TAdminInformation {
  companyName: string;
  isTrial: boolean;
  isSuperadmin: boolean;
  isImpersonating: boolean;
  /** The new-style header (publisher selector, help menu); off while impersonating. */
  useNewNavigation: boolean;
  /** The external identity-provider login screen; not offered by Commonpurse (docs/decisions/0010-no-external-identity-provider.md). */
  useExternalLogin: boolean;
  showUpgradeBox: boolean;
  supportEmail: string;
  supportPhone: string;
}

export interface TNavigation {
  menuItems: TMenuItem[];
  headerItems: THeaderItem[];
  adminInformation: TAdminInformation;
  helpVideos: THelpVideoUrls;
}

/** Server settings the navigation carries (README configuration: BILLING_URL, HELP_VIDEO_URLS). */
export interface TShellSettings {
  /** Where the Billing entry posts the access token; null: no Billing entry. */
  billingUrl: string | null;
  helpVideoUrls: THelpVideoUrls;
}

export const NO_SHELL_SETTINGS: TShellSettings = { billingUrl: null, helpVideoUrls: {} };

export interface TNavigationInput {
  capabilities: TCapabilities;
  companyName: string;
  isSuperadmin: boolean;
  isImpersonating: boolean;
  settings?: TShellSettings;
}

/** The drawer, header and admin information computed from the active client's capabilities. */
export function buildNavigation(input: TNavigationInput): TNavigation {
  const c = input.capabilities;
  const { billingUrl, helpVideoUrls } = input.settings ?? NO_SHELL_SETTINGS;
  const menuItems: TMenuItem[] = [
    { label: 'Dashboard', icon: 'dashboard', to: '/dashboard', locked: !c.analytics },
    { label: 'Simulate', icon: 'simulate', to: '/simulations' },
    ...(c.is_pb_enabled ? [{ label: 'Prioritize', icon: 'prioritize' as const, to: '/pb' }] : []),
    { label: 'Analytics', icon: 'analytics', to: '/analytics', locked: !c.analytics },
    { label: 'Meetings', icon: 'meetings', to: '/meetings', locked: !c.is_meeting_mode_enabled },
    { label: 'Taxpayer Receipts', icon: 'receipts', to: '/receipts', locked: !c.receipts },
    // The trail of every client's writes: superadmins only, and not through an impersonation.
    ...(input.isSuperadmin && !input.isImpersonating
      ? [{ label: 'Audit Trail', icon: 'audit' as const, to: '/audit' }]
      : []),
    {
      label: 'Resources',
      icon: 'help',
      children: [
        { label: 'Help', to: '/help' },
        { label: 'Knowledge Base', href: KNOWLEDGE_BASE_URL },
        { label: 'Email Support', href: `mailto:${SUPPORT_EMAIL}` },
      ],
    },
  ];
  const headerItems: THeaderItem[] = [
    { kind: 'help', label: 'Knowledge Base', href: KNOWLEDGE_BASE_URL },
    { kind: 'help', label: 'Email Support', href: `mailto:${SUPPORT_EMAIL}` },
    { kind: 'profile', label: 'Account Settings', to: '/profile' },
    // The console posts the access token to the billing endpoint (decision 0502): only with a
    // subscription and an endpoint, and never with an impersonation token.
    ...(c.has_subscription && billingUrl !== null && !input.isImpersonating
      ? [{ kind: 'billing' as const, label: 'Billing', href: billingUrl }]
      : []),
  ];
  const lacksSomething = !c.analytics || !c.is_meeting_mode_enabled || !c.receipts || !c.is_pb_enabled;
  return {
    menuItems,
    headerItems,
    adminInformation: {
      companyName: input.companyName,
      isTrial: c.is_trial,
      isSuperadmin: input.isSuperadmin,
      isImpersonating: input.isImpersonating,
      useNewNavigation: !input.isImpersonating,
      useExternalLogin: false,
      showUpgradeBox: c.is_trial || lacksSomething,
      supportEmail: SUPPORT_EMAIL,
      supportPhone: SUPPORT_PHONE,
    },
    helpVideos: { ...helpVideoUrls },
  };
}
