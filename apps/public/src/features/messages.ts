import { chartMessages } from './charts/messages.ts';
import { goalMessages } from './goal/messages.ts';
import { impactMessages } from './impacts/messages.ts';
import { locationMessages } from './location/messages.ts';
import { mapMessages } from './map/messages.ts';
import { shareMessages } from './share/messages.ts';
import { sharedMessages } from './shared/messages.ts';
import { timerMessages } from './timer/messages.ts';
import { tourMessages } from './tour/messages.ts';

/** Every message group of the feature parts (the catalog test checks en.json against these too). */
export const FEATURE_MESSAGE_GROUPS = [
  chartMessages,
  goalMessages,
  impactMessages,
  locationMessages,
  mapMessages,
  shareMessages,
  sharedMessages,
  timerMessages,
  tourMessages,
];
