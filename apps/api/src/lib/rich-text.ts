import sanitizeHtml from 'sanitize-html';

/** Video embeds the rich-text toolbar may insert. */
export const VIDEO_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

/** Pasted images are data URIs; only raster ones (an SVG document can carry script). */
const RASTER_DATA_URI = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'h1',
    'h2',
    'span',
    'u',
    's',
    'strike',
    'del',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder'],
    '*': ['style'],
  },
  // Only the editor's own classes (alignment, list indent, video) survive: a class of the page's own
  // stylesheet could dress content up as the site's controls.
  allowedClasses: {
    '*': [/^ql-align-(left|right|center|justify)$/, /^ql-indent-[1-8]$/, 'ql-video'],
  },
  // Only alignment survives in style attributes (the toolbar's align buttons).
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // The editor embeds pasted images as data URIs (spec 1 section 5 limits their size).
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  // An embed from another host loses its src, and so does a non-raster data image: drop them whole.
  exclusiveFilter: (frame) => (frame.tag === 'iframe' || frame.tag === 'img') && !frame.attribs.src,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => {
      const src = attribs.src?.trim() ?? '';
      if (!/^data:/i.test(src) || RASTER_DATA_URI.test(src)) return { tagName, attribs };
      const { src: _dropped, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
  },
};

/**
 * Rich text (TipTap output, custom header HTML) as residents' browsers may safely render it: common
 * formatting, links, images and video embeds; no scripts, event handlers, forms or foreign styles.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Block edges and line breaks: a space there keeps words of adjacent blocks apart. */
const BLOCK_EDGE = /<\/?(?:p|div|h[1-6]|ul|ol|li|blockquote|pre|table|tr|td|th)\b[^>]*>|<br\s*\/?>/gi;
/** The only entities sanitize-html writes into text. */
const WRITTEN_ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&amp;': '&' };

/** The words of a rich text (tags dropped, entities decoded, whitespace collapsed): for meta tags. */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_EDGE, ' $&'), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(lt|gt|quot|amp);/g, (entity) => WRITTEN_ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
