import { SIMULATION_MESSAGES as M } from '@commonpurse/domain';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import { checkSlugWith, SlugInput } from '@/editor-kit/SlugInput.tsx';
import { validateSlug } from '../../api.ts';
import { GENERAL_LABELS } from '../../labels.ts';

/** The simulation's URL availability message: the slug rules, then the server's check. */
export const checkSlug = (slug: string, budgetId: number) =>
  checkSlugWith(slug, (s) => validateSlug(s, budgetId));

/** The simulation's URL: editable while New (not for trial clients), checked, then saved. */
export function SlugField() {
  const { simulation, capabilities, save, fieldErrors } = useEditor();
  // Editable until the first activation.
  const locked = simulation.status !== 'new' || simulation.activated_at !== null;
  const disabledReason = capabilities.is_trial ? M.trialCannotSetUrl : locked ? M.slugLocked : null;
  return (
    <SlugInput
      value={simulation.slug}
      publicUrl={simulation.public_url}
      disabledReason={disabledReason}
      helperText={GENERAL_LABELS.slugHelp}
      validate={(slug) => validateSlug(slug, simulation.id)}
      onSave={(slug) => save({ slug })}
      serverError={fieldErrors.slug}
    />
  );
}
