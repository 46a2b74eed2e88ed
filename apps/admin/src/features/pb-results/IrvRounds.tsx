import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { PB_RESULTS_LABELS as L, type TPbIrRound } from '@commonpurse/domain/analytics';
import type { TMoney } from './format.ts';
import { votes } from './format.ts';
import { ProjectTable } from './ProjectTable.tsx';
import type { TSelection } from './useSelection.ts';
import VoteChart from './VoteChart.tsx';

interface TIrvRoundsProps {
  rounds: readonly TPbIrRound[];
  names: ReadonlyMap<number, string>;
  money: TMoney;
  selection: TSelection;
}

/** Instant run-off: one tab per round with its tallies and what the round decided. */
export function IrvRounds({ rounds, names, money, selection }: TIrvRoundsProps) {
  const [shown, setShown] = useState(0);
  const round = rounds[Math.min(shown, rounds.length - 1)];
  if (!round) return null;
  const rows = round.tallies.map((t) => ({ ...t }));
  return (
    <>
      <Tabs
        value={shown}
        onChange={(_, next: number) => setShown(next)}
        variant="scrollable"
        aria-label={L.roundsLabel}
        sx={{ mb: 2 }}
      >
        {rounds.map((r, index) => (
          <Tab
            key={r.round}
            value={index}
            label={L.round(r.round)}
            id={`irv-tab-${index}`}
            aria-controls="irv-round"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="irv-round" aria-labelledby={`irv-tab-${shown}`}>
        <Typography sx={{ mb: 1 }}>
          {round.eliminated === null
            ? L.fits(money(round.remaining_amount))
            : L.eliminated(names.get(round.eliminated) ?? String(round.eliminated))}{' '}
          {round.exhausted > 0 && L.exhausted(round.exhausted)}
        </Typography>
        <VoteChart
          rows={rows.map((row) => ({ name: row.name, value: row.count }))}
          label={L.chartAlt(`${L.sections['instant-runoff']}, ${L.round(round.round)}`)}
          format={votes}
        />
        <ProjectTable
          caption={`${L.sections['instant-runoff']}, ${L.round(round.round)}`}
          rows={rows}
          selection={selection}
          columns={[{ header: L.columns.votes, numeric: true, cell: (row) => votes(row.count) }]}
        />
      </Box>
    </>
  );
}
