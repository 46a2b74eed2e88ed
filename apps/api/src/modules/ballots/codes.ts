import { randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_CHARACTERS, formatCode } from '@commonpurse/domain/public';

/** A random receipt or voter code, XXXX-XXXX (40 bits: collisions are rare and retried). */
export function randomCode(): string {
  let raw = '';
  for (let i = 0; i < CODE_CHARACTERS; i++) raw += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return formatCode(raw);
}
