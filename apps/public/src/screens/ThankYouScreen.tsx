import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { MAIN_ID } from '../components/Chrome.tsx';
import { Confetti, ShareLinks } from '../features/index.ts';
import { thanksMessages } from '../i18n/messages.ts';
import { useText } from '../i18n/useText.ts';
import { usePage } from '../state/page.tsx';

/** How long the thank-you shows before the redirect URL opens (with a link to go at once). */
export const REDIRECT_DELAY_MS = 3_000;

/** The simulation's redirect URL with {USER_ID} filled in; only http(s) addresses are followed. */
export function redirectUrlOf(template: string | null, userId: string | null): string | null {
  if (!template || !template.trim() || userId === null) return null;
  const url = template.trim().replaceAll('{USER_ID}', encodeURIComponent(userId));
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** This simulation's public address to share: the page's own, without a preview token or fragment. */
export function publicAddress(location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}`;
}

/** Opens the redirect address after REDIRECT_DELAY_MS (the screen shows a link to go at once). */
export function useRedirect(redirect: string | null, navigate: (url: string) => void) {
  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => navigate(redirect), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirect, navigate]);
}

export function ThankYouScreen({
  userId,
  navigate = (url) => window.location.assign(url),
}: {
  /** The submission's user_id; null in a preview (nothing was sent). */
  userId: string | null;
  navigate?: (url: string) => void;
}) {
  const intl = useIntl();
  const title = useText('success_title');
  const text = useText('success_text');
  const shareHeader = useText('share_header');
  const shareText = useText('share_text');
  const { sim } = usePage();
  const redirect = sim.preview ? null : redirectUrlOf(sim.submission_redirect_url, userId);

  useRedirect(redirect, navigate);

  return (
    <main id={MAIN_ID} className="screen thanks-screen" tabIndex={-1}>
      <h1>{title}</h1>
      <p className="lead">{text}</p>
      {sim.preview && <p className="notice">{intl.formatMessage(thanksMessages.preview)}</p>}
      {/* Confetti honours prefers-reduced-motion itself (shows and loads nothing then). */}
      {sim.settings.confetti && <Confetti />}
      {sim.settings.is_sharing_enabled && (
        <ShareLinks url={publicAddress()} header={shareHeader} text={shareText} />
      )}
      <RedirectNotice redirect={redirect} />
    </main>
  );
}

/** Says the redirect is coming, with a link to go at once. */
export function RedirectNotice({ redirect }: { redirect: string | null }) {
  const intl = useIntl();
  if (!redirect) return null;
  return (
    <p role="status">
      {intl.formatMessage(thanksMessages.redirecting)}{' '}
      <a href={redirect}>{intl.formatMessage(thanksMessages.continue)}</a>
    </p>
  );
}
