import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { KNOWLEDGE_BASE_URL, PRODUCT_NAME } from '@commonpurse/domain';
import { useCurrentUser } from '@/session/current-user.tsx';

export const HELP_TEXT = {
  intro: `Answers to common questions, and people to talk to when you need them.`,
  knowledgeBase: 'Knowledge Base',
  knowledgeBaseText:
    'Step-by-step guides for simulations, prioritizations, taxpayer receipts, meetings and analytics.',
  knowledgeBaseLink: 'Open the Knowledge Base (opens in a new tab)',
  email: 'Email Support',
  emailText: 'Write to our support team about anything in your account.',
  phone: 'Phone Support',
  phoneText: 'Prefer to talk it through? Call our support team.',
  includeHeading: 'When you contact us, please include',
  include: [
    'the name of your organisation',
    'the address (URL) of the page you were on',
    'what you expected to happen, and what happened instead',
    'a screenshot, if you can take one',
  ],
  account: 'Account Settings',
  accountText: 'Change your name, e-mail address, password or your organisation’s profile in',
} as const;

function HelpCard({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%' }} component="section" aria-label={title}>
      <Box sx={{ color: 'primary.main', mb: 1 }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text}
      </Typography>
      {children}
    </Paper>
  );
}

/** /help: where to find answers and how to reach support. */
export default function HelpPage() {
  const { navigation, companyName } = useCurrentUser();
  const { supportEmail, supportPhone } = navigation.adminInformation;
  const subject = encodeURIComponent(`${PRODUCT_NAME} support: ${companyName}`);
  return (
    <Box sx={{ maxWidth: 1080 }}>
      <Typography sx={{ mb: 3 }}>{HELP_TEXT.intro}</Typography>
      <Grid container spacing={2.5} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <HelpCard
            icon={<MenuBookOutlined />}
            title={HELP_TEXT.knowledgeBase}
            text={HELP_TEXT.knowledgeBaseText}
          >
            <Link href={KNOWLEDGE_BASE_URL} target="_blank" rel="noopener noreferrer">
              {HELP_TEXT.knowledgeBaseLink}
            </Link>
          </HelpCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <HelpCard icon={<MailOutline />} title={HELP_TEXT.email} text={HELP_TEXT.emailText}>
            <Link href={`mailto:${supportEmail}?subject=${subject}`}>{supportEmail}</Link>
          </HelpCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <HelpCard icon={<PhoneOutlined />} title={HELP_TEXT.phone} text={HELP_TEXT.phoneText}>
            <Link href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>{supportPhone}</Link>
          </HelpCard>
        </Grid>
      </Grid>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="help-include">
        <Typography id="help-include" variant="h2" sx={{ mb: 1 }}>
          {HELP_TEXT.includeHeading}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {HELP_TEXT.include.map((line) => (
            <Typography component="li" key={line} sx={{ mb: 0.5 }}>
              {line}
            </Typography>
          ))}
        </Box>
      </Paper>
      <Typography>
        {HELP_TEXT.accountText}{' '}
        <Link component={RouterLink} to="/profile">
          {HELP_TEXT.account}
        </Link>
        .
      </Typography>
    </Box>
  );
}
