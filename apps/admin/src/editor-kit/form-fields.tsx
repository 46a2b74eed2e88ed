import { lazy, Suspense } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Skeleton from '@mui/material/Skeleton';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { stripNonNumeric } from '@commonpurse/domain';
import type { TRichTextEditorProps } from '@/ui/rich-text/RichTextEditor.tsx';
import { KIT_LABELS as L } from './labels.ts';

// Form fields of the dialogs bound to react-hook-form, with their error under them.

const RichTextEditor = lazy(() => import('@/ui/rich-text/RichTextEditor.tsx'));

type TBound<T extends FieldValues, TOut extends FieldValues> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'label'>;

/** A text field; with `counter` it shows 'n / max' (and stops at max). */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  counter,
  helperText,
  ...props
}: TBound<T, TOut> & { counter?: number }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const text = String(field.value ?? '');
        const count = counter === undefined ? undefined : L.counter(text.length, counter);
        return (
          <TextField
            {...props}
            label={label}
            name={field.name}
            value={text}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? helperText ?? count}
            slotProps={{
              ...props.slotProps,
              htmlInput: {
                ...(counter === undefined ? {} : { maxLength: counter }),
                ...(props.slotProps?.htmlInput as object | undefined),
              },
              formHelperText: { sx: { display: 'flex', justifyContent: 'space-between' } },
            }}
          />
        );
      }}
    />
  );
}

/** A number as text: only digits, minus and period can be typed (spec 3 section 6). */
export function FormNumberField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  max,
  helperText,
  ...props
}: TBound<T, TOut> & {
  /** Typed values above it become it (the rate editors cap at 99). */
  max?: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          label={label}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={(event) => {
            const text = stripNonNumeric(event.target.value);
            field.onChange(max !== undefined && Number(text) > max ? String(max) : text);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'decimal' } }}
        />
      )}
    />
  );
}

/** The rich-text editor, loaded on first use (its code is not in the tab's bundle). */
export function LazyRichTextEditor(props: TRichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={200} aria-label={L.loadingEditor} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/** The rich-text editor bound to a form field. */
export function FormRichText<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  helperText?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <LazyRichTextEditor
          label={label}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
