import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustify from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import InsertPhoto from '@mui/icons-material/InsertPhoto';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import { RICH_TEXT_LABELS as L } from './labels.ts';

export type TInsertKind = 'image' | 'link' | 'video';

interface TToolbarButton {
  key: string;
  label: string;
  icon: ReactNode;
  /** Toggle buttons say whether their format applies at the cursor (aria-pressed). */
  isActive?(editor: Editor): boolean;
  run(editor: Editor): void;
  /** Starts a new group (a divider before it). */
  group?: boolean;
}

const heading = (level: 1 | 2) => ({
  isActive: (e: Editor) => e.isActive('heading', { level }),
  run: (e: Editor) => e.chain().focus().toggleHeading({ level }).run(),
});

const align = (value: 'left' | 'center' | 'right' | 'justify') => ({
  isActive: (e: Editor) => e.isActive({ textAlign: value }),
  run: (e: Editor) => e.chain().focus().setTextAlign(value).run(),
});

function buttonsFor(openInsert: (kind: TInsertKind) => void): TToolbarButton[] {
  return [
    {
      key: 'bold',
      label: L.bold,
      icon: <FormatBold />,
      isActive: (e) => e.isActive('bold'),
      run: (e) => e.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      label: L.italic,
      icon: <FormatItalic />,
      isActive: (e) => e.isActive('italic'),
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
    {
      key: 'underline',
      label: L.underline,
      icon: <FormatUnderlined />,
      isActive: (e) => e.isActive('underline'),
      run: (e) => e.chain().focus().toggleUnderline().run(),
    },
    {
      key: 'strike',
      label: L.strike,
      icon: <FormatStrikethrough />,
      isActive: (e) => e.isActive('strike'),
      run: (e) => e.chain().focus().toggleStrike().run(),
    },
    {
      key: 'blockquote',
      label: L.blockquote,
      icon: <FormatQuote />,
      group: true,
      isActive: (e) => e.isActive('blockquote'),
      run: (e) => e.chain().focus().toggleBlockquote().run(),
    },
    { key: 'h1', label: L.heading1, icon: <b aria-hidden>H1</b>, ...heading(1) },
    { key: 'h2', label: L.heading2, icon: <b aria-hidden>H2</b>, ...heading(2) },
    {
      key: 'bulletList',
      label: L.bulletList,
      icon: <FormatListBulleted />,
      group: true,
      isActive: (e) => e.isActive('bulletList'),
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: L.orderedList,
      icon: <FormatListNumbered />,
      isActive: (e) => e.isActive('orderedList'),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    { key: 'alignLeft', label: L.alignLeft, icon: <FormatAlignLeft />, group: true, ...align('left') },
    { key: 'alignCenter', label: L.alignCenter, icon: <FormatAlignCenter />, ...align('center') },
    { key: 'alignRight', label: L.alignRight, icon: <FormatAlignRight />, ...align('right') },
    { key: 'alignJustify', label: L.alignJustify, icon: <FormatAlignJustify />, ...align('justify') },
    { key: 'image', label: L.image, icon: <InsertPhoto />, group: true, run: () => openInsert('image') },
    { key: 'link', label: L.link, icon: <InsertLink />, run: () => openInsert('link') },
    { key: 'video', label: L.video, icon: <OndemandVideo />, run: () => openInsert('video') },
  ];
}

/**
 * The formatting toolbar: one tab stop (arrow keys, Home and End move between buttons, as the ARIA
 * toolbar pattern has it); toggles say their state with aria-pressed, inserts open a dialog.
 */
export function Toolbar({
  editor,
  label,
  controls,
  disabled,
  onInsert,
}: {
  editor: Editor;
  label: string;
  /** The id of the editable area. */
  controls: string;
  disabled: boolean;
  onInsert(kind: TInsertKind): void;
}) {
  const buttons = buttonsFor(onInsert);
  const [focusIndex, setFocusIndex] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(buttons.filter((b) => b.isActive).map((b) => [b.key, b.isActive!(e)])),
  });

  const move = (index: number) => {
    const next = (index + buttons.length) % buttons.length;
    setFocusIndex(next);
    refs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(focusIndex + 1),
      ArrowLeft: () => move(focusIndex - 1),
      Home: () => move(0),
      End: () => move(buttons.length - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <Box
      role="toolbar"
      aria-label={L.toolbar(label)}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5 }}
    >
      {buttons.map((button, index) => {
        const control = (
          <IconButton
            ref={(node) => {
              refs.current[index] = node;
            }}
            size="small"
            aria-label={button.label}
            aria-pressed={button.isActive ? Boolean(active?.[button.key]) : undefined}
            aria-haspopup={button.isActive ? undefined : 'dialog'}
            tabIndex={index === focusIndex ? 0 : -1}
            disabled={disabled}
            color={active?.[button.key] ? 'primary' : 'default'}
            onFocus={() => setFocusIndex(index)}
            onClick={() => button.run(editor)}
            sx={{ minWidth: 34, fontSize: 14 }}
          >
            {button.icon}
          </IconButton>
        );
        return (
          <Box key={button.key} sx={{ display: 'contents' }}>
            {button.group && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
            {/* A disabled button shows no tooltip (it takes no pointer events). */}
            {disabled ? (
              control
            ) : (
              <Tooltip title={button.label} disableInteractive>
                {control}
              </Tooltip>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
