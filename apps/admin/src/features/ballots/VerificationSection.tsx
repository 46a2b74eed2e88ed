import {
  BALLOT_VERIFICATION_LABELS,
  BALLOT_VERIFICATIONS,
  isEditable,
  SIMULATION_MESSAGES,
} from '@commonpurse/domain';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import { Section } from '@/editor-kit/save-fields.tsx';
import { ChoiceRadios } from './ChoiceRadios.tsx';
import { VERIFICATION_LABELS as L } from './labels.ts';

const CHOICES = BALLOT_VERIFICATIONS.map((v) => ({
  value: v,
  label: BALLOT_VERIFICATION_LABELS[v],
  help: L.help[v],
}));

/** How residents prove they vote once; saved at once through the editor's PATCH. */
export function VerificationSection() {
  const { simulation, save, fieldErrors } = useEditor();
  return (
    <Section title={L.title}>
      <ChoiceRadios
        legend={L.legend}
        name="ballot_verification"
        value={simulation.ballot_verification}
        choices={CHOICES}
        onChange={(ballot_verification) => void save({ ballot_verification })}
        disabled={!isEditable(simulation.status)}
        error={fieldErrors.ballot_verification}
        note={SIMULATION_MESSAGES.verificationLocked}
      />
    </Section>
  );
}
