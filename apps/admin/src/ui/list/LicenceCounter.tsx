import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

/** A list's 'x / y Active ...' counter; its explanation shows on hover and keyboard focus. */
export function LicenceCounter({ text, help }: { text: string; help: string }) {
  return (
    <Tooltip title={help} describeChild arrow>
      <Typography
        tabIndex={0}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, borderRadius: 1 }}
      >
        {text}
        <InfoOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
      </Typography>
    </Tooltip>
  );
}
