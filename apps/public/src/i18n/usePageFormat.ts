import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { TPublicSimulation } from '@commonpurse/domain/public';
import { createFormatter, type TFormatter } from './format.ts';
import { pageLocaleOf } from './locales.ts';
import { unitMessages } from './messages.ts';

/** The page's number formatter: the simulation's locale, mode and units, unit words in its language. */
export function usePageFormat(sim: Pick<TPublicSimulation, 'locale' | 'mode' | 'units'>): TFormatter {
  const intl = useIntl();
  return useMemo(() => {
    const locale = pageLocaleOf(sim.locale);
    return createFormatter({
      locale: sim.locale,
      tag: locale.tag,
      mode: sim.mode,
      units: sim.units,
      homes: (count, formatted) => intl.formatMessage(unitMessages.homes, { count, formatted }),
      perAcre: (value) => intl.formatMessage(unitMessages.perAcre, { value }),
    });
  }, [sim.locale, sim.mode, sim.units, intl]);
}
