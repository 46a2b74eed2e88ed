import { createContext, useContext } from 'react';
import { useIntl } from 'react-intl';
import { TEXT_TOKEN_MESSAGES, type TTextToken } from './text-tokens.ts';

/** The simulation's custom texts by token (data.texts). */
export const TextsContext = createContext<Readonly<Record<string, string>>>({});

/** A customisable text: the simulation's own when it set one, else the default in the page's language. */
export function useText(token: TTextToken): string {
  const texts = useContext(TextsContext);
  const intl = useIntl();
  const custom = texts[token];
  return custom && custom.trim() ? custom : intl.formatMessage(TEXT_TOKEN_MESSAGES[token]);
}
