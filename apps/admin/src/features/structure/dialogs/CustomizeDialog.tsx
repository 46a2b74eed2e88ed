import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import { STRUCTURE_DIALOG_TEXTS as T, TIMINGS } from '@commonpurse/domain';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import { type TItem, type TStructureList } from '@/api/structure-items.ts';
import {
  CUSTOMIZE_FIELD_TABS,
  customizePatch,
  customizeValues,
  ZCustomizeForm,
  type TCustomizeField,
  type TCustomizeInput,
  type TCustomizeOutput,
} from './customize-form.ts';
import { customizeTabs, type TCustomizeTab } from './customize-tabs.ts';
import {
  AlertPanel,
  BoundariesPanel,
  ChangeRatePanel,
  LockPanel,
  MapPanel,
  TaxRatePanel,
} from './CustomizePanels.tsx';
import { DialogFrame, DialogTabPanel, useDialogSave } from '@/editor-kit/DialogFrame.tsx';
import { DIALOG_LABELS as L } from './labels.ts';
import { saveFailure } from '@/editor-kit/save-failure.ts';
import type { TParent } from '@/api/parent.ts';
import { useUpdateItem } from '@/editor-kit/useUpdateItem.ts';

export interface TCustomizeDialogProps {
  open: boolean;
  onClose(): void;
  parent: TParent;
  list: TStructureList;
  /** The (saved) item to customize. */
  item: TItem;
  /** After a successful save, with the server's item. */
  onSaved?(item: TItem): void;
}

interface TProblem {
  tab: TCustomizeTab;
  message: string;
}

/** 800 px wide (spec 1 section 9). */
const WIDTH = 800;

/**
 * The customize dialog of a standard item (spec 1 "Customize dialog for a standard item"): Map, tax
 * rate or Density, Lock?, Alert, Change Rate and Change Boundaries, each shown by the spec's rules.
 * A refused save lists every problem (each opens its tab) under 'Please fill in all required fields.'
 * and says so in a snackbar for 4 seconds.
 */
export function CustomizeDialog(props: TCustomizeDialogProps) {
  return props.open ? <CustomizeBody {...props} /> : null;
}

function CustomizeBody({ onClose, parent, list, item, onSaved }: TCustomizeDialogProps) {
  const { simulation, track } = useBoardEditor();
  const { mutateAsync: updateItem } = useUpdateItem(parent);
  const [problems, setProblems] = useState<TProblem[]>([]);
  const [banner, setBanner] = useState<string | null>(null);
  const [snackbar, setSnackbar] = useState<{ message: string; serial: number } | null>(null);
  const form = useForm<TCustomizeInput, unknown, TCustomizeOutput>({
    resolver: zodResolver(ZCustomizeForm),
    defaultValues: customizeValues(item),
  });

  const rateText = useWatch({ control: form.control, name: 'rate' });
  const rate = rateText.trim() === '' ? null : Number(rateText);
  const tabs = customizeTabs(simulation, list, item, Number.isFinite(rate) ? rate : null);
  const [tab, setTab] = useState<TCustomizeTab>(tabs[0]!.value);
  const enabled = new Set(tabs.filter((t) => !t.disabledNote).map((t) => t.value));
  const tabLabel = (value: TCustomizeTab) => tabs.find((t) => t.value === value)?.label ?? value;

  const fail = (next: TProblem[], message: string) => {
    setProblems(next);
    setBanner(message);
    // A new serial restarts the snackbar's 4 seconds.
    setSnackbar((prev) => ({ message, serial: (prev?.serial ?? 0) + 1 }));
    if (next[0]) setTab(next[0].tab);
  };

  /** A refusal lists each field's message (the banner and snackbar say so); no banner of the frame's own. */
  const save = useDialogSave((failure) => {
    const { fields, message } = saveFailure(failure);
    const listed = Object.entries(fields).map(([field, text]) => {
      const tabOfField = CUSTOMIZE_FIELD_TABS[field as TCustomizeField];
      if (tabOfField) form.setError(field as FieldPath<TCustomizeInput>, { message: text });
      return { tab: tabOfField ?? tab, message: text };
    });
    fail(listed, listed.length > 0 ? T.fillRequiredFields : message);
    return null;
  });

  const check = form.handleSubmit(
    async (values) => {
      const patch = customizePatch(values, item, enabled);
      if (Object.keys(patch).length === 0) {
        onClose();
        return;
      }
      setProblems([]);
      setBanner(null);
      const done = await save.run(() =>
        track(updateItem({ list, categoryId: item.budget_category_id, itemId: item.id, patch })),
      );
      if (done) {
        onSaved?.(done.value);
        onClose();
      }
    },
    (errors) => {
      const listed = (Object.keys(CUSTOMIZE_FIELD_TABS) as TCustomizeField[]).flatMap((field) => {
        const message = errors[field]?.message;
        return message ? [{ tab: CUSTOMIZE_FIELD_TABS[field], message }] : [];
      });
      fail(listed, T.fillRequiredFields);
    },
  );

  const submit = () => {
    // Fields of hidden or disabled tabs are not sent: they go back to the item's values, so a value
    // typed before its tab was disabled cannot block the save.
    const initial = customizeValues(item);
    for (const field of Object.keys(CUSTOMIZE_FIELD_TABS) as TCustomizeField[]) {
      if (!enabled.has(CUSTOMIZE_FIELD_TABS[field])) form.setValue(field, initial[field]);
    }
    void check();
  };

  return (
    <DialogFrame<TCustomizeTab>
      title={L.customizeTitle(item.name)}
      onClose={onClose}
      onSubmit={submit}
      save={save}
      tabs={{ label: L.customizeTabs, items: tabs, value: tab, onChange: setTab }}
      width={WIDTH}
      problem={
        banner && (
          <>
            <AlertTitle>{banner}</AlertTitle>
            {problems.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {problems.map((problem, index) => (
                  <li key={index}>
                    <Link
                      component="button"
                      type="button"
                      color="inherit"
                      onClick={() => setTab(problem.tab)}
                    >
                      {L.problemIn(tabLabel(problem.tab), problem.message)}
                    </Link>
                  </li>
                ))}
              </Box>
            )}
          </>
        )
      }
    >
      <DialogTabPanel value="map">{enabled.has('map') && <MapPanel control={form.control} />}</DialogTabPanel>
      <DialogTabPanel value="tax">
        {enabled.has('tax') && (
          <TaxRatePanel control={form.control} housing={simulation.mode === 'housing'} />
        )}
      </DialogTabPanel>
      <DialogTabPanel value="lock">
        {enabled.has('lock') && <LockPanel control={form.control} />}
      </DialogTabPanel>
      <DialogTabPanel value="alert">
        <AlertPanel control={form.control} />
      </DialogTabPanel>
      <DialogTabPanel value="changeRate">
        {enabled.has('changeRate') && <ChangeRatePanel control={form.control} />}
      </DialogTabPanel>
      <DialogTabPanel value="boundaries">
        <BoundariesPanel control={form.control} />
      </DialogTabPanel>
      <Snackbar
        key={snackbar?.serial}
        open={snackbar !== null}
        autoHideDuration={TIMINGS.snackbarMs}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setSnackbar(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" role="status" onClose={() => setSnackbar(null)}>
          {snackbar?.message}
        </Alert>
      </Snackbar>
    </DialogFrame>
  );
}
