import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import type { TStructureList } from '@/api/structure-items.ts';
import { ClassificationFrame } from './ClassificationFrame.tsx';
import { DIALOG_LABELS as L } from './labels.ts';
import { useSaveClassifications, useStandardizedFor, type TClassification } from './useClassification.ts';
import type { TParent } from '@/api/parent.ts';

export interface TMatchingDialogProps {
  open: boolean;
  onClose(): void;
  parent: TParent;
  list: TStructureList;
}

/**
 * The subcategory-matching (reclassification) dialog of a list: pick one standardized classification,
 * tick the items that match it (those that have it start ticked; others show what they have now).
 * Save gives the ticked items that classification and takes it from the unticked ones.
 */
export function MatchingDialog(props: TMatchingDialogProps) {
  return props.open ? <MatchingBody {...props} /> : null;
}

function MatchingBody({ onClose, parent, list }: TMatchingDialogProps) {
  const { simulation } = useBoardEditor();
  const categories = (simulation[list] ?? []).filter((c) => c.subcategories.length > 0);
  const items = categories.flatMap((c) => c.subcategories);
  const standardized = useStandardizedFor(list);
  const saveAll = useSaveClassifications(parent, list);
  const [target, setTarget] = useState<number | null>(null);
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [failures, setFailures] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const names = new Map((standardized.data ?? []).map((s) => [s.id, s.name]));

  const choose = (id: number) => {
    setTarget(id);
    setTicked(
      new Set(items.filter((item) => item.standardized_subcategory_id === id).map((item) => item.id)),
    );
  };

  const toggle = (id: number, on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const save = async () => {
    if (target === null) {
      onClose();
      return;
    }
    const changes = items.flatMap((item): TClassification[] => {
      const has = item.standardized_subcategory_id === target;
      if (ticked.has(item.id) && !has) return [{ item, standardized_subcategory_id: target }];
      if (!ticked.has(item.id) && has) return [{ item, standardized_subcategory_id: null }];
      return [];
    });
    if (changes.length === 0) {
      onClose();
      return;
    }
    setBusy(true);
    setFailures([]);
    const failed = await saveAll(changes);
    setBusy(false);
    if (failed.length === 0) onClose();
    else setFailures(failed);
  };

  const targetName = target === null ? '' : (names.get(target) ?? '');

  return (
    <ClassificationFrame
      title={L.matchingTitle}
      onClose={onClose}
      onSubmit={() => void save()}
      busy={busy}
      loading={standardized.isPending}
      loadFailed={standardized.isError}
      failures={failures}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {L.matchingHelp}
      </Typography>
      <TextField
        select
        fullWidth
        label={L.matchingClassification}
        value={target ?? ''}
        onChange={(event) => choose(Number(event.target.value))}
        sx={{ mb: 2 }}
      >
        {(standardized.data ?? []).map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      {items.length === 0 && <Typography>{L.noItems}</Typography>}
      {target === null ? (
        items.length > 0 && <Typography color="text.secondary">{L.matchingChooseFirst}</Typography>
      ) : (
        <Box role="group" aria-label={L.matchingItems(targetName)}>
          {categories.map((category) => (
            <Box key={category.id} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
              <Typography component="legend" variant="subtitle2">
                {category.name}
              </Typography>
              <FormGroup>
                {category.subcategories.map((item) => {
                  const other =
                    item.standardized_subcategory_id !== null && item.standardized_subcategory_id !== target
                      ? names.get(item.standardized_subcategory_id)
                      : undefined;
                  return (
                    <FormControlLabel
                      key={item.id}
                      control={
                        <Checkbox
                          checked={ticked.has(item.id)}
                          onChange={(event) => toggle(item.id, event.target.checked)}
                          slotProps={{
                            input: other ? { 'aria-describedby': `matching-now-${item.id}` } : undefined,
                          }}
                        />
                      }
                      label={
                        <>
                          {item.name}
                          {other && (
                            <Typography
                              id={`matching-now-${item.id}`}
                              component="span"
                              variant="body2"
                              color="text.secondary"
                              sx={{ ml: 1 }}
                            >
                              {L.matchingNow(other)}
                            </Typography>
                          )}
                        </>
                      }
                    />
                  );
                })}
              </FormGroup>
            </Box>
          ))}
        </Box>
      )}
    </ClassificationFrame>
  );
}
