import Stack from '@mui/material/Stack';
import { PaperBallotsSection } from './PaperBallotsSection.tsx';
import { ResultsSection } from './ResultsSection.tsx';
import { VerificationSection } from './VerificationSection.tsx';
import { VoterCodesSection } from './VoterCodesSection.tsx';

/** The Voting tab of a prioritization: who may vote, paper ballots, and the results. */
export default function VotingTab() {
  return (
    <Stack spacing={3}>
      <VerificationSection />
      <VoterCodesSection />
      <PaperBallotsSection />
      <ResultsSection />
    </Stack>
  );
}
