import { CapabilityMarketing } from '@/ui/CapabilityMarketing.tsx';
import { MEETINGS_PITCH } from '../labels.ts';

/** The Meeting Mode pitch a client without the meetings capability sees (spec 2 "Meetings list"). */
export const MeetingsMarketing = () => <CapabilityMarketing pitch={MEETINGS_PITCH} showContact />;
