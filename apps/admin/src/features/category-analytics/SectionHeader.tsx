import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TReportTarget } from '@commonpurse/domain/analytics';
import { ReportDownloadButton } from '@/ui/ReportDownloadButton.tsx';

/** A section's heading with its CSV download (the reporting API's report of the section). */
export function SectionHeader({
  title,
  report,
  label,
}: {
  title: string;
  report: TReportTarget;
  label: string;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
      <Typography variant="h3" component="h2">
        {title}
      </Typography>
      <ReportDownloadButton target={report} label={label} />
    </Stack>
  );
}
