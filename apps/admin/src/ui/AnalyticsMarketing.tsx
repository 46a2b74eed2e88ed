import { CapabilityMarketing } from '@/ui/CapabilityMarketing.tsx';

// The disabled dashboard and analytics screens show this panel (spec 2: without the analytics capability).

/** Marketing copy of the disabled dashboard (the spec names the panel, not its words). */
export const ANALYTICS_PITCH = {
  heading: 'See what your residents are telling you',
  intro:
    'Analytics turns every simulation and taxpayer receipt into a clear picture of how residents engage with your budget.',
  points: [
    'Pageviews, submissions and time on site for each simulation',
    'Where residents would increase or decrease spending and revenue',
    'Who took part: age, gender, device, city and how they found you',
    'Referrers, social networks and residents’ comments in one place',
  ],
  cta: 'Upgrade to unlock Analytics',
  disabled: 'Analytics is not included in your plan.',
} as const;

/** The marketing panel of the screens the analytics capability unlocks. */
export const AnalyticsMarketing = () => <CapabilityMarketing pitch={ANALYTICS_PITCH} />;
