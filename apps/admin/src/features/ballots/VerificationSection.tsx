import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  BALLOT_VERIFICATION_LABELS,
  BALLOT_VERIFICATIONS,
  isEditable,
  SIMULATION_MESSAGES,
  type TBallotVerification,
} from '@commonpurse/domain';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import { Section } from '@/editor-kit/save-fields.tsx';
import { VERIFICATION_LABELS as L } from './labels.ts';

/** How residents prove they vote once; saved at once through the editor's PATCH. */
export function VerificationSection() {
  const { simulation, save, fieldErrors } = useEditor();
  const id = useId();
  const error = fieldErrors.ballot_verification;
  return (
    <Section title={L.title}>
      <FormControl error={Boolean(error)} disabled={!isEditable(simulation.status)}>
        <FormLabel id={`${id}-label`}>{L.legend}</FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-note`}
          name="ballot_verification"
          value={simulation.ballot_verification}
          onChange={(event) => void save({ ballot_verification: event.target.value as TBallotVerification })}
        >
          {BALLOT_VERIFICATIONS.map((verification) => (
            <FormControlLabel
              key={verification}
              value={verification}
              sx={{ alignItems: 'flex-start', mb: 1 }}
              control={
                <Radio
                  sx={{ pt: 0.5 }}
                  slotProps={{ input: { 'aria-describedby': `${id}-${verification}` } }}
                />
              }
              label={
                <>
                  {BALLOT_VERIFICATION_LABELS[verification]}
                  <FormHelperText id={`${id}-${verification}`} sx={{ m: 0 }}>
                    {L.help[verification]}
                  </FormHelperText>
                </>
              }
            />
          ))}
        </RadioGroup>
        <FormHelperText id={`${id}-note`} sx={{ mx: 0 }}>
          {error ?? SIMULATION_MESSAGES.verificationLocked}
        </FormHelperText>
      </FormControl>
    </Section>
  );
}
