import { useLayoutEffect, useRef, useState } from 'react';

/** Only digits, '.' and '-' may be typed (spec 3 section 3); anything else is dropped. */
export const keepNumeric = (text: string) => text.replace(/[^0-9.-]/g, '');

/** The number typed, or null when there is none. */
export function parseTyped(text: string): number | null {
  const cleaned = keepNumeric(text);
  if (!/\d/.test(cleaned)) return null;
  // A '-' counts only in front; further dots end the number.
  const match = /^(-?)[^\d.]*(\d*\.?\d*)/.exec(cleaned.replace(/(?!^)-/g, ''));
  const value = match ? Number(`${match[1]}${match[2]}`) : NaN;
  return Number.isFinite(value) ? value : null;
}

/**
 * Direct entry of an amount: shows the amount grouped while idle, the bare number while typing, and
 * hands the typed number over on Enter or when focus leaves (the caller snaps it to the item's grid).
 */
export function AmountInput({
  value,
  display,
  label,
  onCommit,
  describedBy,
  className,
  id,
}: {
  id?: string;
  value: number;
  /** The amount as shown while the field is idle. */
  display: string;
  label: string;
  onCommit: (value: number) => void;
  describedBy?: string;
  className?: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Focus swaps the grouped amount for the bare number: select it as soon as it is there (before any
  // key arrives), so what the resident types replaces it instead of adding to it.
  useLayoutEffect(() => {
    if (focused) input.current?.select();
  }, [focused]);
  const commit = () => {
    if (draft === null) return;
    const typed = parseTyped(draft);
    setDraft(null);
    if (typed !== null) onCommit(typed);
  };
  return (
    <input
      id={id}
      ref={input}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      className={`amount-input ${className ?? ''}`}
      aria-label={label}
      aria-describedby={describedBy}
      // While typing, the bare number: grouping and decimal signs differ between languages.
      value={draft ?? (focused ? String(value) : display)}
      onFocus={() => setFocused(true)}
      onChange={(event) => setDraft(keepNumeric(event.target.value))}
      onBlur={() => {
        setFocused(false);
        commit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape' && draft !== null) {
          event.preventDefault();
          setDraft(null);
        }
      }}
    />
  );
}
