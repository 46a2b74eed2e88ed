import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import type { TVoterCode } from '@commonpurse/domain/public';
import { describeApiError } from '@/api/errors.ts';
import { PageLoading } from '@/ui/PageLoading.tsx';
import { ballotKeys, fetchAllVoterCodes, fetchSheetSimulation } from './api.ts';
import { SHEET_LABELS as L } from './labels.ts';

// The printable sheet of voter codes, opened in its own window from the Voting tab: one card per
// unused code with the prioritization's name, address and instructions, dashed cut lines between.

const printCss = {
  '@page': { margin: '10mm' },
  '@media print': {
    '.no-print': { display: 'none !important' },
    body: { background: '#fff' },
  },
};

function CodeCard({ code, name, address }: { code: TVoterCode; name: string; address: string }) {
  return (
    <Box
      component="article"
      sx={{
        border: '1px dashed',
        borderColor: 'grey.600',
        p: 2,
        breakInside: 'avoid',
        pageBreakInside: 'avoid',
        minHeight: '60mm',
      }}
    >
      <Typography variant="subtitle2" component="h2">
        {name}
      </Typography>
      <Typography variant="overline" component="p" sx={{ mt: 1 }}>
        {L.heading}
      </Typography>
      <Typography sx={{ fontFamily: 'monospace', fontSize: '1.6rem', letterSpacing: '0.15em' }}>
        {code.code}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {L.instructions(address)}
      </Typography>
    </Box>
  );
}

export default function VoterCodeSheetPage() {
  const id = Number(useParams().id);
  const batch = useSearchParams()[0].get('batch');
  const sheet = useQuery({
    queryKey: [...ballotKeys.sheet(id), batch],
    queryFn: async ({ signal }) => {
      const [simulation, codes] = await Promise.all([
        fetchSheetSimulation(id, signal),
        fetchAllVoterCodes(id, signal),
      ]);
      const unused = codes.filter((c) => c.used_at === null && (batch === null || c.batch === batch));
      return { simulation, codes: unused };
    },
  });

  if (sheet.isPending) return <PageLoading />;
  if (sheet.isError) return <Alert severity="error">{describeApiError(sheet.error)}</Alert>;
  const { simulation, codes } = sheet.data;
  const address = simulation.public_url;

  return (
    <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: '210mm', mx: 'auto' }}>
      <GlobalStyles styles={printCss} />
      <Stack className="no-print" spacing={2} sx={{ mb: 3 }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
          {L.title(simulation.name)}
        </Typography>
        {!address && <Alert severity="warning">{L.noAddress}</Alert>}
        {codes.length === 0 ? (
          <Alert severity="info">{L.empty}</Alert>
        ) : (
          <Typography>{L.screenNote(codes.length)}</Typography>
        )}
        <Box>
          <Button
            variant="contained"
            startIcon={<PrintIcon />}
            onClick={() => window.print()}
            disabled={codes.length === 0 || !address}
          >
            {L.print}
          </Button>
        </Box>
      </Stack>
      {address && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0 }}>
          {codes.map((code) => (
            <CodeCard key={code.id} code={code} name={simulation.name} address={address} />
          ))}
        </Box>
      )}
    </Box>
  );
}
