import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { richTextExtensions } from './extensions.ts';
import { InsertImageDialog } from './InsertImageDialog.tsx';
import { InsertLinkDialog } from './InsertLinkDialog.tsx';
import { InsertVideoDialog } from './InsertVideoDialog.tsx';
import { Toolbar, type TInsertKind } from './Toolbar.tsx';

export interface TRichTextEditorProps {
  /** The visible label; also the editable area's accessible name. */
  label: string;
  /** HTML; null or '' for none. */
  value: string | null;
  /** The new HTML, '' when the text is empty. */
  onChange(html: string): void;
  onBlur?(): void;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
  /** Height of the editable area before it grows, in px. */
  minHeight?: number;
}

/** The empty paragraph kept after a last image or heading (so the cursor can go there) is not content. */
const withoutTrailingEmptyParagraphs = (html: string) => html.replace(/(?:<p(?: [^>]*)?><\/p>)+$/, '');

/** The editable area's attributes: its role, name, description and validity. */
function areaAttributes(a: {
  areaId: string;
  labelId: string;
  helpId: string;
  hasHelp: boolean;
  error: boolean;
}) {
  return {
    id: a.areaId,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': a.labelId,
    ...(a.hasHelp ? { 'aria-describedby': a.helpId } : {}),
    ...(a.error ? { 'aria-invalid': 'true' } : {}),
    class: 'rich-text-area',
  };
}

/**
 * A rich-text field (TipTap) with the spec's toolbar: bold, italic, underline, strike, blockquote,
 * headers 1-2, lists, alignment, image (a data URL with required alt text), link and video.
 * The server sanitizes what it stores; this editor only offers what the sanitizer keeps.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  helperText,
  error = false,
  disabled = false,
  minHeight = 140,
}: TRichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const areaId = `${id}-area`;
  const helpId = `${id}-help`;
  const [inserting, setInserting] = useState<TInsertKind | null>(null);
  /** The HTML last sent out, so our own echo does not reset the content (and the cursor). */
  const emitted = useRef(value ?? '');
  const handlers = useRef({ onChange, onBlur });
  useLayoutEffect(() => {
    handlers.current = { onChange, onBlur };
  });
  const hasHelp = Boolean(helperText);
  // Options that stay equal between renders: TipTap then leaves the editor as it is (it compares them).
  const [extensions] = useState(richTextExtensions);
  const [initialContent] = useState(() => value ?? '');
  const editorProps = useMemo(
    () => ({ attributes: areaAttributes({ areaId, labelId, helpId, hasHelp, error }) }),
    [areaId, labelId, helpId, hasHelp, error],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : withoutTrailingEmptyParagraphs(e.getHTML());
      emitted.current = html;
      handlers.current.onChange(html);
    },
    onBlur: () => handlers.current.onBlur?.(),
  });

  useEffect(() => {
    const next = value ?? '';
    if (next === emitted.current) return;
    emitted.current = next;
    editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const close = () => setInserting(null);
  const currentHref = inserting === 'link' ? String(editor.getAttributes('link').href ?? '') : '';

  return (
    <Box>
      <FormLabel
        id={labelId}
        htmlFor={areaId}
        error={error}
        disabled={disabled}
        sx={{ display: 'block', mb: 0.5 }}
      >
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
        }}
      >
        <Toolbar
          editor={editor}
          label={label}
          controls={areaId}
          disabled={disabled}
          onInsert={setInserting}
        />
        <Box
          sx={{
            borderTop: 1,
            borderColor: 'divider',
            '& .rich-text-area': { minHeight, px: 1.5, py: 1, outline: 'none', overflowWrap: 'anywhere' },
            '& .rich-text-area img': { maxWidth: '100%' },
            '& .rich-text-area blockquote': { borderLeft: 3, borderColor: 'divider', ml: 0, pl: 1.5 },
            '& .rich-text-area iframe': { maxWidth: '100%' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {helperText && (
        <FormHelperText id={helpId} error={error}>
          {helperText}
        </FormHelperText>
      )}
      {inserting === 'image' && (
        <InsertImageDialog
          open
          onClose={close}
          onInsert={(image) => {
            close();
            editor.chain().focus().setImage(image).run();
          }}
        />
      )}
      {inserting === 'link' && (
        <InsertLinkDialog
          open
          initial={currentHref}
          onClose={close}
          onRemove={
            currentHref
              ? () => {
                  close();
                  editor.chain().focus().extendMarkRange('link').unsetLink().run();
                }
              : undefined
          }
          onInsert={(href) => {
            close();
            const chain = editor.chain().focus();
            if (editor.state.selection.empty && !editor.isActive('link'))
              chain
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            else chain.extendMarkRange('link').setLink({ href }).run();
          }}
        />
      )}
      {inserting === 'video' && (
        <InsertVideoDialog
          open
          onClose={close}
          onInsert={(src) => {
            close();
            editor.chain().focus().setYoutubeVideo({ src }).run();
          }}
        />
      )}
    </Box>
  );
}

export default RichTextEditor;
