import type { Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import Youtube from '@tiptap/extension-youtube';
import { opensInNewTab } from './links.ts';

/** Links follow the new-tab rule however they were made (dialog, paste, autolink, saved HTML). */
const RuledLink = Link.extend({
  renderHTML(props) {
    const href = String(props.HTMLAttributes.href ?? '');
    const target = opensInNewTab(href) ? '_blank' : null;
    return this.parent!({ ...props, HTMLAttributes: { ...props.HTMLAttributes, target } });
  },
});

/** The server's sanitizer drops data-youtube-video, so saved embeds are also known by their address. */
const SavedYoutube = Youtube.extend({
  parseHTML() {
    return [
      ...(this.parent?.() ?? []),
      { tag: 'iframe[src*="youtube.com/embed/"]' },
      { tag: 'iframe[src*="youtube-nocookie.com/embed/"]' },
    ];
  },
});

/**
 * Exactly the spec's toolbar (bold, italic, underline, strike, blockquote, headers 1-2, lists, align,
 * image, link, video); everything else StarterKit brings is off so pasted content cannot carry it.
 */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      link: false,
    }),
    RuledLink.configure({ openOnClick: false, autolink: true, defaultProtocol: 'http' }),
    Image.configure({ allowBase64: true }),
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    SavedYoutube.configure({ controls: true, nocookie: false }),
  ];
}
