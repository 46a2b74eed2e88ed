import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircle from '@mui/icons-material/AccountCircle';
import HelpOutline from '@mui/icons-material/HelpOutline';
import Logout from '@mui/icons-material/Logout';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { THeaderItem } from '@commonpurse/domain';
import { openBilling } from './billing.ts';
import { externalLinkProps, opensNewTab } from './links.ts';
import { SHELL_LABELS } from './strings.ts';

function useMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return {
    anchor,
    id,
    open: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    close: () => setAnchor(null),
    buttonProps: {
      'aria-haspopup': 'menu' as const,
      'aria-expanded': anchor !== null,
      'aria-controls': anchor ? id : undefined,
    },
  };
}

function HeaderMenuItem({ item, onClose }: { item: THeaderItem; onClose(): void }) {
  const billingUrl = item.kind === 'billing' ? item.href : undefined;
  if (billingUrl) {
    return (
      <MenuItem
        onClick={() => {
          onClose();
          void openBilling(billingUrl);
        }}
      >
        {item.label}
      </MenuItem>
    );
  }
  if (item.to) {
    return (
      <MenuItem component={RouterLink} to={item.to} onClick={onClose}>
        {item.label}
      </MenuItem>
    );
  }
  const href = item.href ?? '#';
  return (
    <MenuItem component="a" {...externalLinkProps(href)} onClick={onClose}>
      {item.label}
      {opensNewTab(href) && (
        <OpenInNew
          fontSize="small"
          sx={{ ml: 1, color: 'text.secondary' }}
          aria-label={SHELL_LABELS.opensInNewTab}
        />
      )}
    </MenuItem>
  );
}

/** Help menu: the help entries of the user's header items, then the help page. */
export function HelpMenu({ items }: { items: THeaderItem[] }) {
  const menu = useMenu();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={SHELL_LABELS.helpMenu}
        onClick={menu.open}
        {...menu.buttonProps}
      >
        <HelpOutline />
      </IconButton>
      <Menu id={menu.id} anchorEl={menu.anchor} open={menu.anchor !== null} onClose={menu.close}>
        {items.map((item) => (
          <HeaderMenuItem key={item.label} item={item} onClose={menu.close} />
        ))}
        <MenuItem component={RouterLink} to="/help" onClick={menu.close}>
          {SHELL_LABELS.helpPage}
        </MenuItem>
      </Menu>
    </>
  );
}

/**
 * "Welcome, {first name}" button opening Account Settings, Billing (with a subscription and the server's
 * BILLING_URL: it posts the access token there) and Log Out.
 */
export function UserMenu({
  firstName,
  items,
  compact = false,
}: {
  firstName: string;
  items: THeaderItem[];
  /** Small screens: an icon button named by the welcome text. */
  compact?: boolean;
}) {
  const menu = useMenu();
  return (
    <>
      {compact ? (
        <IconButton
          color="inherit"
          edge="end"
          onClick={menu.open}
          aria-label={SHELL_LABELS.welcome(firstName)}
          {...menu.buttonProps}
        >
          <AccountCircle />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          onClick={menu.open}
          startIcon={<AccountCircle aria-hidden />}
          sx={{ whiteSpace: 'nowrap' }}
          {...menu.buttonProps}
        >
          {SHELL_LABELS.welcome(firstName)}
        </Button>
      )}
      <Menu
        id={menu.id}
        anchorEl={menu.anchor}
        open={menu.anchor !== null}
        onClose={menu.close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {items.map((item) => (
          <HeaderMenuItem key={item.label} item={item} onClose={menu.close} />
        ))}
        {items.length > 0 && <Divider />}
        <MenuItem component={RouterLink} to="/logout" onClick={menu.close}>
          <ListItemIcon>
            <Logout fontSize="small" aria-hidden />
          </ListItemIcon>
          {SHELL_LABELS.logOut}
        </MenuItem>
      </Menu>
    </>
  );
}
