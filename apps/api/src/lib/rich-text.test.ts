import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../../../e2e/support/xss-payloads.ts';
import { plainTextOf, sanitizeRichText } from './rich-text.ts';

/**
 * Whether sanitized HTML still holds anything a browser could run: script-capable elements, event
 * handler attributes, script-bearing URL schemes, CSS expressions or frames from unknown hosts.
 */
function executableParts(html: string): string[] {
  const found: string[] = [];
  const lower = html.toLowerCase();
  for (const tag of ['script', 'svg', 'math', 'object', 'embed', 'base', 'meta', 'link', 'style', 'form'])
    if (new RegExp(`<${tag}[\\s>/]`).test(lower)) found.push(`<${tag}>`);
  // Text-only attributes are read as values, not markup: a title holding "<img onerror=...>" is inert.
  const tags = (lower.match(/<[a-z][^>]*>/g) ?? []).map((tag) => tag.replace(/\s(title|alt)="[^"]*"/g, ''));
  for (const tag of tags) {
    if (/\son[a-z]+\s*=/.test(tag)) found.push(`handler in ${tag}`);
    if (/(href|src|action|formaction|xlink:href|srcdoc)\s*=\s*"?\s*(javascript|vbscript|data:text)/.test(tag))
      found.push(`script URL in ${tag}`);
    if (/\s(srcdoc|formaction|action|xlink:href|dynsrc|lowsrc|background)\s*=/.test(tag))
      found.push(`script-capable attribute in ${tag}`);
    if (/expression\s*\(|url\s*\(|@import|behavior\s*:/.test(tag)) found.push(`CSS in ${tag}`);
    if (
      /^<iframe/.test(tag) &&
      !/src="https:\/\/(www\.youtube\.com|youtube\.com|www\.youtube-nocookie\.com|player\.vimeo\.com)\//.test(
        tag,
      )
    )
      found.push(`frame ${tag}`);
    if (/^<img/.test(tag) && /src="data:(?!image\/(png|jpe?g|gif|webp);)/.test(tag))
      found.push(`data image ${tag}`);
  }
  return found;
}

/** Real-world payloads (OWASP filter-evasion cheat sheet, PortSwigger XSS cheat sheet, mXSS reports). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script/xss src="https://evil.example/x.js"></script>',
  '<<script>alert(1);//<</script>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<img src="jav&#x09;ascript:alert(1);">',
  '<img src="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">',
  '<img src="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">',
  '<img src=" &#14;  javascript:alert(1);">',
  '<img """><script>alert(1)</script>">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<img src=" data:image/svg+xml,<svg onload=alert(1)>">',
  '<img src="&#100;ata:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="data:image/png;base64,AAAA&quot; onerror=&quot;alert(1)">',
  '<img dynsrc="javascript:alert(1)"><img lowsrc="javascript:alert(1)">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  '<a href="#" style="position:fixed;top:0;left:0;width:100%;height:100%">overlay</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<div onclick="alert(1)">click</div>',
  '<p onmouseover="alert(1)" style="text-align:center">x</p>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example/embed"></iframe>',
  '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>',
  '<iframe src="//www.youtube.com/embed/x"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://www.youtube.com/embed/x" onload="alert(1)"></iframe>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<div style="width: expression(alert(1));">x</div>',
  '<div style="background-image: url(javascript:alert(1))">x</div>',
  '<div style="behavior: url(xss.htc);">x</div>',
  '<p style="text-align:center;background:url(javascript:alert(1))">x</p>',
  '<span style="text-align:expression(alert(1))">x</span>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<p title="</p><script>alert(1)</script>">x</p>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<b><i>unclosed <u>nesting</b> <script>alert(1)',
  '<ul><li><a href="javascript:alert(1)">x</li></ul>',
  '<textarea><script>alert(1)</script></textarea>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<plaintext><img src=x onerror=alert(1)>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<template><img src=x onerror=alert(1)></template>',
  '<img src="https://ok.example/a.png" srcset="javascript:alert(1)">',
  '<h1 class="x" id="login-form" onclick="steal()">x</h1>',
];

describe('sanitizeRichText against XSS payloads', () => {
  it.each(PAYLOADS)('%s', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(executableParts(clean)).toEqual([]);
    // Sanitizing is stable: a second pass finds nothing more to remove.
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  // The corpus the browser spec renders (e2e/support/xss-payloads.ts, decision 0559): every payload,
  // as stored, keeps nothing that could run.
  it.each(XSS_PAYLOADS.map((p) => [p.id, p.family, p.payload] as const))(
    'corpus %i (%s): %s',
    (_id, _family, payload) => {
      const clean = sanitizeRichText(payload);
      expect(executableParts(clean)).toEqual([]);
      expect(sanitizeRichText(clean)).toBe(clean);
    },
  );

  it('recognizes what it looks for (the check itself is not blind)', () => {
    expect(executableParts('<img src=x onerror=alert(1)>')).toEqual([
      'handler in <img src=x onerror=alert(1)>',
    ]);
    expect(executableParts('<a href="javascript:alert(1)">')).toHaveLength(1);
    expect(executableParts('<iframe src="https://evil.example/">')).toHaveLength(1);
    expect(executableParts('<svg>')).toEqual(['<svg>']);
  });

  it('escapes text that only looks like markup', () => {
    expect(sanitizeRichText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });
});

describe('sanitizeRichText keeps the editor toolbar', () => {
  it.each([
    ['bold and italic', '<p><strong>b</strong> <b>b</b> <em>i</em> <i>i</i></p>'],
    ['underline and strike', '<p><u>u</u> <s>s</s> <del>d</del> <strike>s</strike></p>'],
    ['blockquote', '<blockquote>Quoted</blockquote>'],
    ['headers 1 and 2', '<h1>Title</h1><h2>Subtitle</h2>'],
    ['lists', '<ol><li>one</li></ol><ul><li>two<ul><li>nested</li></ul></li></ul>'],
    ['align styles', '<p style="text-align:center">c</p><h2 style="text-align:right">r</h2>'],
    ['align classes', '<p class="ql-align-justify">j</p><p class="ql-align-center">c</p>'],
    ['list indent classes', '<ol><li class="ql-indent-1">i</li></ol>'],
    ['an image', '<img src="https://cdn.example/a.png" alt="A park" />'],
    ['a pasted raster image', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="inline" />'],
    ['a link', '<a href="https://example.org/page">link</a>'],
    ['a mail link', '<a href="mailto:info@example.org">mail</a>'],
    ['a link in a new tab', '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>'],
    [
      'a YouTube embed',
      '<iframe src="https://www.youtube.com/embed/abc123" width="560" height="315" frameborder="0" allowfullscreen="true" class="ql-video"></iframe>',
    ],
    ['a Vimeo embed', '<iframe src="https://player.vimeo.com/video/123456"></iframe>'],
    ['line breaks', '<p>one<br />two</p>'],
  ])('%s', (_name, html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('adds rel to links opening a new tab', () => {
    expect(sanitizeRichText('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops classes and styles that are not alignment', () => {
    expect(
      sanitizeRichText('<p class="ql-align-center login-button" style="color:red;text-align:left">x</p>'),
    ).toBe('<p class="ql-align-center" style="text-align:left">x</p>');
  });

  it('keeps the text of removed markup, escaped', () => {
    expect(sanitizeRichText('<div onclick="x()">Hi <blink>there</blink> & <b>you</b></div>')).toBe(
      '<div>Hi there &amp; <b>you</b></div>',
    );
  });
});

describe('plainTextOf', () => {
  it.each([
    ['', ''],
    ['<p>Tom &amp; Jerry</p><p>next&nbsp;line</p>', 'Tom & Jerry next line'],
    ['<h1>Title</h1>text<br>more<ul><li>a</li><li>b</li></ul>', 'Title text more a b'],
    ['<p>&lt;script&gt; stays text &quot;quoted&quot; &amp;lt;</p>', '<script> stays text "quoted" &lt;'],
    ['<script>alert(1)</script><style>p{}</style><p>  spaced \n out </p>', 'spaced out'],
  ])('%s → %s', (html, text) => {
    expect(plainTextOf(html)).toBe(text);
  });
});
