import { z } from 'zod';
import { ZImpactSave, type TImpactPatch, type TImpactSave, type TImpactView } from '@commonpurse/domain';

// The impact dialog's form: text fields as typed, checked with the server's schema (so the dialog
// shows the spec's messages before any call), sent as the API takes them.

export interface TImpactForm {
  name: string;
  description: string;
  additional_details: string;
  target: string;
  prefix: string;
  suffix: string;
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** Empty texts are none; prefix and suffix keep their spaces ('$', ' trees'). */
export const ZImpactForm = z.preprocess(
  (form: TImpactForm) => ({
    name: form.name,
    description: orNull(form.description)?.trim() ?? null,
    additional_details: orNull(form.additional_details),
    target: orNull(form.target)?.trim() ?? null,
    prefix: orNull(form.prefix),
    suffix: orNull(form.suffix),
  }),
  ZImpactSave,
);

export const emptyImpactForm = (): TImpactForm => ({
  name: '',
  description: '',
  additional_details: '',
  target: '',
  prefix: '',
  suffix: '',
});

export const impactFormOf = (impact: TImpactView): TImpactForm => ({
  name: impact.name,
  description: impact.description ?? '',
  additional_details: impact.additional_details ?? '',
  target: impact.target === null ? '' : String(impact.target),
  prefix: impact.prefix ?? '',
  suffix: impact.suffix ?? '',
});

const FIELDS = ['name', 'description', 'additional_details', 'target', 'prefix', 'suffix'] as const;

/** The POST body: every field, null where empty. */
export const impactBody = (values: TImpactSave): TImpactSave =>
  Object.fromEntries(FIELDS.map((field) => [field, values[field] ?? null])) as TImpactSave;

/** The PATCH body: only what differs from the stored impact (empty when nothing changed). */
export function impactPatch(impact: TImpactView, values: TImpactSave): TImpactPatch {
  const body = impactBody(values);
  return Object.fromEntries(FIELDS.filter((field) => body[field] !== impact[field]).map((f) => [f, body[f]]));
}
