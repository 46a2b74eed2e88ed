import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PB_RESULTS_LABELS as L, type TPbResults } from '@commonpurse/domain/analytics';
import { mesRoundSentences } from '@commonpurse/domain/public';
import type { TMoney } from './format.ts';

/** The Method of Equal Shares outcome, told round by round as the results page tells it. */
export function MesSection({ pb, money }: { pb: TPbResults; money: TMoney }) {
  if (!pb.mes) return <Typography>{L.mesNone}</Typography>;
  const sentences = mesRoundSentences(
    {
      ballots: pb.submission_count,
      funds: pb.funds,
      projects: pb.projects.map((p) => ({ id: p.sc_id, name: p.name })),
      mes: pb.mes,
    },
    money,
  );
  return (
    <>
      <Typography sx={{ mb: 1, fontWeight: 600 }}>
        {L.mesFunded(pb.mes.funded.length, money(pb.mes.funds_used), money(pb.funds))}
      </Typography>
      <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 0.5 } }}>
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </Box>
    </>
  );
}
