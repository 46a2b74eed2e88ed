import { useId, type ReactNode, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { visuallyHidden } from '@/ui/visually-hidden.ts';

export interface TDialogTab<T extends string> {
  value: T;
  label: string;
  /** Why the tab cannot be opened: it stays focusable, says aria-disabled and explains itself. */
  disabledNote?: string;
}

/** Ids tying each tab to its panel (aria-controls / aria-labelledby). */
export function useTabIds(): (value: string) => { tab: string; panel: string } {
  const base = useId();
  return (value) => ({ tab: `${base}-tab-${value}`, panel: `${base}-panel-${value}` });
}

/** A dialog's tab list (MUI Tabs: roles, arrow-key focus); tabs with a note cannot be selected. */
export function DialogTabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  ids,
}: {
  label: string;
  tabs: TDialogTab<T>[];
  value: T;
  onChange(value: T): void;
  ids: ReturnType<typeof useTabIds>;
}) {
  const select = (_event: SyntheticEvent, next: T) => {
    if (!tabs.find((t) => t.value === next)?.disabledNote) onChange(next);
  };
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs value={value} onChange={select} aria-label={label} variant="scrollable" scrollButtons="auto">
        {tabs.map((tab) => {
          const { tab: tabId, panel } = ids(tab.value);
          const noteId = `${tabId}-note`;
          return (
            <Tab
              key={tab.value}
              value={tab.value}
              id={tabId}
              aria-controls={panel}
              label={
                tab.disabledNote ? (
                  <Tooltip title={tab.disabledNote} arrow describeChild>
                    <span>{tab.label}</span>
                  </Tooltip>
                ) : (
                  tab.label
                )
              }
              {...(tab.disabledNote
                ? {
                    'aria-disabled': true,
                    'aria-describedby': noteId,
                    sx: { opacity: 0.5, cursor: 'not-allowed' },
                  }
                : {})}
            />
          );
        })}
      </Tabs>
      {tabs
        .filter((tab) => tab.disabledNote)
        .map((tab) => (
          <Box key={tab.value} component="span" id={`${ids(tab.value).tab}-note`} sx={visuallyHidden}>
            {tab.disabledNote}
          </Box>
        ))}
    </Box>
  );
}

/** A tab's panel; panels stay mounted (their fields keep their values) and hide when not selected. */
export function TabPanel({
  value,
  current,
  ids,
  children,
}: {
  value: string;
  current: string;
  ids: ReturnType<typeof useTabIds>;
  children: ReactNode;
}) {
  const { tab, panel } = ids(value);
  return (
    <Box role="tabpanel" id={panel} aria-labelledby={tab} hidden={value !== current}>
      {children}
    </Box>
  );
}
