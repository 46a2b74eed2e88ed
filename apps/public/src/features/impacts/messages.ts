import { defineMessages, type NoMessageValues as None } from 'react-intl';

// Typed: each message's values are checked where it is formatted.
export const impactMessages = defineMessages<{
  heading: None;
  target: { target: string };
  progress: { percent: string };
  moreDetails: None;
  about: { name: string };
}>({
  heading: { id: 'impacts.heading', defaultMessage: 'Impacts' },
  target: { id: 'impacts.target', defaultMessage: 'Target: {target}' },
  progress: { id: 'impacts.progress', defaultMessage: '{percent} of the target' },
  moreDetails: { id: 'impacts.moreDetails', defaultMessage: 'More Details' },
  about: { id: 'impacts.about', defaultMessage: 'about {name}' },
});
