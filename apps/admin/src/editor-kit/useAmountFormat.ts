import { useCallback } from 'react';
import { formatCurrency } from '@commonpurse/domain';
import { useBoardEditor } from './editor-context.tsx';

/** Amounts in the prioritization's currency (its prefix and suffix), without cents when whole. */
export function useAmountFormat() {
  const { simulation } = useBoardEditor();
  const configuration = simulation.configuration_json as {
    currency_prefix?: string;
    currency_suffix?: string;
  };
  return useCallback(
    (value: number) =>
      formatCurrency(value, {
        locale: simulation.locale,
        prefix: configuration.currency_prefix,
        suffix: configuration.currency_suffix,
        decimals: Number.isInteger(value) ? 0 : 2,
      }),
    [simulation.locale, configuration.currency_prefix, configuration.currency_suffix],
  );
}
