import { CapabilityMarketing } from '@/ui/CapabilityMarketing.tsx';
import { RECEIPTS_PITCH } from './labels.ts';

/** What a client without taxpayer receipts sees instead of the list (spec 3 section 1). */
export const ReceiptsMarketing = () => <CapabilityMarketing pitch={RECEIPTS_PITCH} showContact />;
