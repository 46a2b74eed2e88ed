import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { STRUCTURE_MESSAGES as M, type TCategoryView } from '@commonpurse/domain';
import { useNotify } from '@/ui/notify.tsx';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { saveFile } from '@/ui/save-file.ts';
import type { TParent } from '@/api/parent.ts';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import { exportCategories, importCategories, templateUrl } from './api.ts';
import { type TStructureList } from '@/api/structure-items.ts';
import { STRUCTURE_LABELS as L } from './labels.ts';
import { describeApiError } from '@/api/errors.ts';

export interface TCsvMenuProps {
  list: TStructureList;
  /** The list has categories: importing replaces them (asked first). */
  hasCategories: boolean;
  /** Whose categories: a simulation's or a receipt's. */
  parent: TParent;
  /** The export's file name before `-{list}.csv` when the server gives none. */
  fileStem: string;
  /** Scenario questions are available: the _yn templates are offered too. */
  withQuestions: boolean;
  onImported(categories: TCategoryView[]): void;
}

/** Import (and re-import), export and the static templates of one list's categories. */
export function CsvMenu({ parent, fileStem, list, hasCategories, withQuestions, onImported }: TCsvMenuProps) {
  const { track } = useBoardEditor();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [importing, setImporting] = useState(false);

  const pickFile = () => {
    setAnchor(null);
    if (hasCategories) setConfirming(true);
    else input.current?.click();
  };

  const upload = async (file: File) => {
    setImporting(true);
    try {
      const categories = await track(importCategories(parent, list, file));
      onImported(categories);
      notify.success(M.imported);
    } catch (error) {
      notify.error(`${M.importFailed}: ${describeApiError(error, 'first')}`);
    } finally {
      setImporting(false);
      if (input.current) input.current.value = '';
    }
  };

  const download = async () => {
    setAnchor(null);
    try {
      const file = await exportCategories(parent, list);
      saveFile(file.blob, file.filename ?? `${fileStem}-${list}.csv`);
    } catch (error) {
      notify.error(describeApiError(error, 'first'));
    }
  };

  const templates = withQuestions ? [false, true] : [false];
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<TableChartOutlined />}
        aria-haspopup="menu"
        aria-label={L.csvMenu}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={importing}
      >
        {L.csv}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={pickFile}>
          <ListItemIcon>
            <FileUploadOutlined fontSize="small" />
          </ListItemIcon>
          {hasCategories ? L.reimportCsv : L.importCsv}
        </MenuItem>
        <MenuItem onClick={() => void download()}>
          <ListItemIcon>
            <FileDownloadOutlined fontSize="small" />
          </ListItemIcon>
          {L.exportCsv}
        </MenuItem>
        {templates.map((yn) => (
          <MenuItem
            key={String(yn)}
            component="a"
            href={templateUrl(parent, list, yn)}
            download
            onClick={() => setAnchor(null)}
          >
            <ListItemIcon>
              <Download fontSize="small" />
            </ListItemIcon>
            {yn ? L.downloadTemplateYn : L.downloadTemplate}
          </MenuItem>
        ))}
      </Menu>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid={`csv-input-${list}`}
        aria-label={L.importCsv}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      {importing && (
        <span role="status" style={{ flexBasis: '100%' }}>
          <Typography variant="body2">{L.importing}</Typography>
          <LinearProgress aria-label={L.importing} />
        </span>
      )}
      <ConfirmDialog
        open={confirming}
        title={L.reimportTitle}
        confirmLabel={L.reimportConfirm}
        confirmColor="error"
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          input.current?.click();
        }}
      >
        {L.reimportBody}
      </ConfirmDialog>
    </>
  );
}
