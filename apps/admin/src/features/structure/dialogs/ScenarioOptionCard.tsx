import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { STRUCTURE_DIALOG_TEXTS as T, stripNonNumeric, type TBoardCategoryView } from '@commonpurse/domain';
import { TooltipButton } from '@/ui/TooltipButton.tsx';
import { LazyRichTextEditor } from '@/editor-kit/form-fields.tsx';
import { DIALOG_LABELS as L } from './labels.ts';
import { nextId, type TDraftOption } from './scenario-draft.ts';

export interface TScenarioOptionCardProps {
  option: TDraftOption;
  index: number;
  dedicated: boolean;
  /** The simulation's spending categories (what a link may point at). */
  spending: TBoardCategoryView[];
  /** Problems by path inside this option ('title', 'links.0.budget_subcategory_id'). */
  errors: Record<string, string>;
  deleteBlock: string | null;
  onChange(index: number, option: TDraftOption): void;
  onDefault(index: number, on: boolean): void;
  onDelete(index: number): void;
}

const sameErrors = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/**
 * One option of a scenario question: its texts, dollar difference, default, and spending links.
 * Memoized: typing in one option does not re-render the others (each holds a rich-text editor).
 */
export const ScenarioOptionCard = memo(
  OptionCard,
  (prev, next) =>
    prev.option === next.option &&
    prev.index === next.index &&
    prev.dedicated === next.dedicated &&
    prev.spending === next.spending &&
    prev.deleteBlock === next.deleteBlock &&
    prev.onChange === next.onChange &&
    prev.onDefault === next.onDefault &&
    prev.onDelete === next.onDelete &&
    sameErrors(prev.errors, next.errors),
);

function OptionCard({
  option,
  index,
  dedicated,
  spending,
  errors,
  deleteBlock,
  onChange,
  onDefault,
  onDelete,
}: TScenarioOptionCardProps) {
  const n = index + 1;
  const set = (patch: Partial<TDraftOption>) => onChange(index, { ...option, ...patch });
  const legendId = `scenario-option-${String(option.id)}`;
  const setLink = (linkIndex: number, id: number | '') =>
    set({
      links: option.links.map((link, i) => (i === linkIndex ? { ...link, budget_subcategory_id: id } : link)),
    });

  return (
    <Paper variant="outlined" component="fieldset" aria-labelledby={legendId} sx={{ p: 2, m: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography id={legendId} component="h3" variant="subtitle1">
          {L.option(n)}
        </Typography>
        <TooltipButton
          tooltip={deleteBlock ?? L.deleteOption(n)}
          disabled={deleteBlock !== null}
          color="error"
          startIcon={<DeleteOutline />}
          onClick={() => onDelete(index)}
        >
          {L.deleteOption(n)}
        </TooltipButton>
      </Stack>
      <Stack spacing={2}>
        <TextField
          label={T.optionText}
          required
          fullWidth
          value={option.title}
          onChange={(event) => set({ title: event.target.value })}
          error={Boolean(errors.title)}
          helperText={errors.title}
        />
        <TextField
          label={L.dollarDifference}
          required
          fullWidth
          value={option.value}
          onChange={(event) => set({ value: stripNonNumeric(event.target.value) })}
          error={Boolean(errors.value)}
          helperText={errors.value ?? L.dollarDifferenceHelp}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label={T.infoBubbleText}
          fullWidth
          multiline
          minRows={2}
          value={option.extra}
          onChange={(event) => set({ extra: event.target.value })}
        />
        <LazyRichTextEditor
          label={T.moreDetailsText}
          value={option.details}
          onChange={(html) => set({ details: html })}
          minHeight={90}
        />
        <FormControlLabel
          control={
            <Checkbox checked={option.default} onChange={(event) => onDefault(index, event.target.checked)} />
          }
          label={T.selectedByDefault}
        />
        {dedicated && (
          <Box component="section" aria-labelledby={`${legendId}-impact`}>
            <Typography id={`${legendId}-impact`} variant="subtitle2" component="h4" sx={{ mb: 1 }}>
              {T.impactToSpending}
            </Typography>
            <Stack spacing={1.5}>
              {option.links.map((link, linkIndex) => {
                const error = errors[`links.${linkIndex}.budget_subcategory_id`];
                return (
                  <Stack key={String(link.id)} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <TextField
                      select
                      fullWidth
                      size="small"
                      label={L.spendingSubcategory(linkIndex + 1)}
                      value={link.budget_subcategory_id}
                      onChange={(event) => setLink(linkIndex, Number(event.target.value))}
                      error={Boolean(error)}
                      helperText={error}
                    >
                      {spending.flatMap((category) =>
                        category.subcategories.map((item) => (
                          <MenuItem key={item.id} value={item.id}>
                            {L.spendingChoice(item.name, category.name)}
                          </MenuItem>
                        )),
                      )}
                    </TextField>
                    <Tooltip title={L.removeLink(linkIndex + 1)}>
                      <IconButton
                        aria-label={L.removeLink(linkIndex + 1)}
                        onClick={() => set({ links: option.links.filter((_, i) => i !== linkIndex) })}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                );
              })}
              {spending.every((c) => c.subcategories.length === 0) ? (
                <Typography variant="body2" color="text.secondary">
                  {L.noSpendingItems}
                </Typography>
              ) : (
                <Button
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() =>
                    set({
                      links: [
                        ...option.links,
                        { id: nextId(option.links.map((l) => l.id)), budget_subcategory_id: '' },
                      ],
                    })
                  }
                >
                  {T.addSpendingSubcategory}
                </Button>
              )}
            </Stack>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
