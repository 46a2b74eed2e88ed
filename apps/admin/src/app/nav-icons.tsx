import type { ReactElement } from 'react';
import type { TNavIcon } from '@commonpurse/domain';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import HowToVoteOutlined from '@mui/icons-material/HowToVoteOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import HelpOutline from '@mui/icons-material/HelpOutline';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';

export const NAV_ICONS: Record<TNavIcon, ReactElement> = {
  dashboard: <DashboardOutlined />,
  simulate: <TuneOutlined />,
  prioritize: <HowToVoteOutlined />,
  analytics: <InsightsOutlined />,
  meetings: <GroupsOutlined />,
  receipts: <ReceiptLongOutlined />,
  help: <HelpOutline />,
  audit: <HistoryOutlined />,
};
