import { useState, type KeyboardEvent } from 'react';

export interface TInlineDraftOptions {
  /** The stored value. */
  value: string;
  /** The draft as it would be saved, or the rule's message. */
  check(draft: string): { value: string } | { message: string | null };
  /** Saves the checked value; answers null once saved, else the refusal to show ('' for none). */
  save(next: string): Promise<string | null>;
}

/**
 * An inline field's draft: started from the value, checked on commit (an unchanged value just closes),
 * saved, and kept open with the message when refused. Enter commits, Escape cancels.
 */
export function useInlineDraft({ value, check, save }: TInlineDraftOptions) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const start = () => {
    setDraft(value);
    setError(null);
  };
  const cancel = () => {
    setDraft(null);
    setError(null);
  };
  const change = (next: string) => {
    setDraft(next);
    setError(null);
  };
  const commit = async () => {
    if (draft === null) return;
    const checked = check(draft);
    if ('message' in checked) {
      setError(checked.message);
      return;
    }
    if (checked.value === value.trim()) {
      cancel();
      return;
    }
    setSaving(true);
    const refused = await save(checked.value);
    setSaving(false);
    if (refused === null) cancel();
    else setError(refused);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  };
  return { draft, error, saving, start, cancel, change, commit, onKeyDown };
}
