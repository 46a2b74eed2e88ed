import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import HelpOutline from '@mui/icons-material/HelpOutline';
import Savings from '@mui/icons-material/Savings';
import Settings from '@mui/icons-material/Settings';
import { STRUCTURE_MESSAGES as M } from '@commonpurse/domain';
import type { TBoardItem } from '@/api/structure-items.ts';
import { questionType, type TItemDialog } from './ItemRow.tsx';
import { STRUCTURE_LABELS as L } from './labels.ts';

export interface TItemMenuProps {
  /** The open menu's button and item, or null when closed. */
  target: { anchor: HTMLElement; item: TBoardItem } | null;
  /** The item is linked to a dedicated-funds question: it cannot be deleted. */
  linked: boolean;
  canScenario: boolean;
  canDedicated: boolean;
  onClose(): void;
  onOpen(dialog: TItemDialog, item: TBoardItem): void;
  onDuplicate(item: TBoardItem): void;
  onDelete(item: TBoardItem): void;
}

/** The row menu of an item: duplicate, suggestion box settings, questions, delete. */
export function ItemMenu({ target, linked, canScenario, canDedicated, onClose, ...on }: TItemMenuProps) {
  const item = target?.item;
  const question = item ? questionType(item) : null;
  const then = (action: (item: TBoardItem) => void) => () => {
    onClose();
    if (item) action(item);
  };
  return (
    <Menu anchorEl={target?.anchor ?? null} open={target !== null} onClose={onClose}>
      <MenuItem onClick={then(on.onDuplicate)}>
        <ListItemIcon>
          <ContentCopy fontSize="small" />
        </ListItemIcon>
        {L.duplicate}
      </MenuItem>
      {item?.suggestion_box && (
        <MenuItem onClick={then((i) => on.onOpen('suggestion', i))}>
          <ListItemIcon>
            <Settings fontSize="small" />
          </ListItemIcon>
          {L.suggestionSettingsItem}
        </MenuItem>
      )}
      {canScenario && question !== 'dedicated' && (
        <MenuItem onClick={then((i) => on.onOpen('scenario', i))}>
          <ListItemIcon>
            <HelpOutline fontSize="small" />
          </ListItemIcon>
          {L.scenarioItem}
        </MenuItem>
      )}
      {canDedicated && question !== 'scenario' && (
        <MenuItem onClick={then((i) => on.onOpen('dedicated', i))}>
          <ListItemIcon>
            <Savings fontSize="small" />
          </ListItemIcon>
          {L.dedicatedItem}
        </MenuItem>
      )}
      {linked ? (
        // Focusable though unavailable, so the reason can be read with the keyboard too.
        <Tooltip title={M.dedicatedFundsLinked} placement="left" describeChild>
          <MenuItem aria-disabled="true" onClick={onClose} sx={{ opacity: 0.5 }}>
            <ListItemIcon>
              <DeleteOutline fontSize="small" />
            </ListItemIcon>
            {L.deleteConfirm}
          </MenuItem>
        </Tooltip>
      ) : (
        <MenuItem onClick={then(on.onDelete)}>
          <ListItemIcon>
            <DeleteOutline fontSize="small" />
          </ListItemIcon>
          {L.deleteConfirm}
        </MenuItem>
      )}
    </Menu>
  );
}
