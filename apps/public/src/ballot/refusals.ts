import { useIntl } from 'react-intl';
import { BALLOT_MESSAGES } from '@commonpurse/domain/public';
import { HttpError } from '../api/http.ts';
import { refusalMessages } from './messages.ts';

// Keyed by the server's English (each refusal's defaultMessage is the same, tested): the build compiles
// defaultMessages to ASTs (decision 0622), so they are not strings to compare with at run time.
const byEnglish = new Map<string, (typeof refusalMessages)[keyof typeof refusalMessages]>(
  Object.entries(refusalMessages).map(([key, m]) => [
    BALLOT_MESSAGES[key as keyof typeof BALLOT_MESSAGES],
    m,
  ]),
);

/**
 * The server's refusals in the page's language: a message the page knows (BALLOT_MESSAGES, same English)
 * is said from its catalog, any other as the server wrote it.
 */
export function useRefusal() {
  const intl = useIntl();
  return (message: string) => {
    const known = byEnglish.get(message);
    return known ? intl.formatMessage(known) : message;
  };
}

/** A 422's messages for one field (or those under it: `voter` takes voter.token and voter.code). */
export function fieldErrors(error: unknown, field: string): string[] | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const errors = error.body.errors ?? {};
  const found = Object.entries(errors)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .flatMap(([, messages]) => messages);
  return found.length > 0 ? found : null;
}
