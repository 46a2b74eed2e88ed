import { createContext, useContext } from 'react';
import { useIntl } from 'react-intl';
import { PB_TEXT_TOKEN_MESSAGES, TEXT_TOKEN_MESSAGES, type TTextToken } from './text-tokens.ts';

/** The simulation's custom texts by token (data.texts). */
export const TextsContext = createContext<Readonly<Record<string, string>>>({});
/** Whether the page is a prioritization's ballot: some texts have their own default there. */
export const IsPbContext = createContext(false);

/** A customisable text: the simulation's own when it set one, else the default in the page's language. */
export function useText(token: TTextToken): string {
  const texts = useContext(TextsContext);
  const intl = useIntl();
  const isPb = useContext(IsPbContext);
  const custom = texts[token];
  if (custom && custom.trim()) return custom;
  if (isPb && token in PB_TEXT_TOKEN_MESSAGES)
    return intl.formatMessage(PB_TEXT_TOKEN_MESSAGES[token as keyof typeof PB_TEXT_TOKEN_MESSAGES]);
  return intl.formatMessage(TEXT_TOKEN_MESSAGES[token]);
}
