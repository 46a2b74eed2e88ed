import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LockOutlined from '@mui/icons-material/LockOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { PRODUCT_NAME, UPGRADE_BOX_TEXT, UPGRADE_TOOLTIP, type TMenuItem } from '@commonpurse/domain';
import { UPGRADE_LABELS } from '@/ui/UpgradeDialog.tsx';
import { NAV_ICONS } from './nav-icons.tsx';
import { externalLinkProps, isActivePath, opensNewTab } from './links.ts';
import { SHELL_LABELS } from './strings.ts';

const itemSx = {
  borderRadius: 1,
  mx: 1,
  my: 0.25,
  '&.Mui-selected': { bgcolor: 'rgba(26, 79, 139, 0.1)', color: 'primary.main', fontWeight: 600 },
  '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.main' },
} as const;

function NavLinkItem({
  item,
  depth,
  onNavigate,
}: {
  item: TMenuItem;
  depth: number;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const active = item.to !== undefined && isActivePath(item.to, pathname);
  const icon = item.icon ? <ListItemIcon sx={{ minWidth: 40 }}>{NAV_ICONS[item.icon]}</ListItemIcon> : null;
  const trailing = item.locked ? (
    <LockOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
  ) : item.href && opensNewTab(item.href) ? (
    <OpenInNew fontSize="small" sx={{ color: 'text.secondary' }} aria-label={SHELL_LABELS.opensInNewTab} />
  ) : null;
  const body = (
    <>
      {icon}
      <ListItemText primary={item.label} sx={{ pl: depth > 0 && !icon ? 5 : 0 }} />
      {trailing}
    </>
  );
  const button = item.to ? (
    <ListItemButton
      component={RouterLink}
      to={item.to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      sx={itemSx}
    >
      {body}
    </ListItemButton>
  ) : (
    <ListItemButton component="a" {...externalLinkProps(item.href ?? '#')} sx={itemSx}>
      {body}
    </ListItemButton>
  );
  if (!item.locked) return <li>{button}</li>;
  return (
    <li>
      <Tooltip title={UPGRADE_TOOLTIP} placement="right" describeChild arrow>
        {button}
      </Tooltip>
    </li>
  );
}

function NavSection({ item, onNavigate }: { item: TMenuItem; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const childActive = (item.children ?? []).some((c) => c.to !== undefined && isActivePath(c.to, pathname));
  const [open, setOpen] = useState(childActive);
  const listId = useId();
  return (
    <li>
      <ListItemButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={listId}
        sx={itemSx}
      >
        {item.icon && <ListItemIcon sx={{ minWidth: 40 }}>{NAV_ICONS[item.icon]}</ListItemIcon>}
        <ListItemText primary={item.label} />
        {open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {(item.children ?? []).map((child) => (
            <NavLinkItem key={child.label} item={child} depth={1} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </li>
  );
}

export interface TNavDrawerContentProps {
  menuItems: TMenuItem[];
  showUpgradeBox: boolean;
  onUpgrade(): void;
  /** Called after an in-app link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
  /** The client's logo, shown instead of the product name when it has one. */
  logo?: { url: string; name: string } | null;
}

/** The left navigation: the user's menu items, then the upgrade box. */
export function NavDrawerContent({
  menuItems,
  showUpgradeBox,
  onUpgrade,
  onNavigate,
  logo = null,
}: TNavDrawerContentProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ px: 2 }}>
        {logo ? (
          <Box
            component={RouterLink}
            to="/dashboard"
            onClick={onNavigate}
            sx={{ display: 'flex', alignItems: 'center', py: 1 }}
          >
            <Box
              component="img"
              src={logo.url}
              alt={logo.name}
              sx={{ display: 'block', maxHeight: 48, maxWidth: 220, objectFit: 'contain' }}
            />
          </Box>
        ) : (
          <Typography
            component={RouterLink}
            to="/dashboard"
            variant="h6"
            sx={{ color: 'primary.main', fontWeight: 800, textDecoration: 'none', letterSpacing: 0.2 }}
          >
            {PRODUCT_NAME}
          </Typography>
        )}
      </Toolbar>
      <Box component="nav" aria-label={SHELL_LABELS.mainNavigation} sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <List>
          {menuItems.map((item) =>
            item.children ? (
              <NavSection key={item.label} item={item} onNavigate={onNavigate} />
            ) : (
              <NavLinkItem key={item.label} item={item} depth={0} onNavigate={onNavigate} />
            ),
          )}
        </List>
      </Box>
      {showUpgradeBox && (
        <Box sx={{ m: 2, p: 2, borderRadius: 2, bgcolor: 'rgba(26, 79, 139, 0.08)' }}>
          <Typography variant="body2" sx={{ mb: 1.5, fontWeight: 600 }}>
            {UPGRADE_BOX_TEXT}
          </Typography>
          <Button variant="contained" size="small" fullWidth onClick={onUpgrade}>
            {UPGRADE_LABELS.button}
          </Button>
        </Box>
      )}
    </Box>
  );
}
