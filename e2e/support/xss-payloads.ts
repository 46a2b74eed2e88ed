import { Buffer } from 'node:buffer';

/**
 * The XSS corpus (decision 0559): payloads adapted from public cheat sheets (OWASP's XSS filter evasion
 * cheat sheet, PortSwigger's XSS cheat sheet, the HTML5 Security Cheatsheet, published mXSS and DOMPurify
 * bypass reports), one per technique, each rewritten so that running it calls `__xss(id)` or, where a
 * payload is about a dialog, alert/confirm/prompt with its id: the traps the e2e spec installs (in every
 * frame; a srcdoc frame shares the page's origin, so its payloads call `parent`).
 * Used by the browser spec (e2e/tests/xss.spec.ts) and by the sanitizer's unit test in apps/api.
 */
export interface TXssPayload {
  id: number;
  family: string;
  payload: string;
}

type TTemplate = (call: string, id: number) => string;

const b64 = (text: string) => Buffer.from(text).toString('base64');
/** `__xss(7)` as HTML decimal entities (for attribute values the parser decodes). */
const entities = (text: string) => [...text].map((c) => `&#${c.charCodeAt(0)};`).join('');
/** `__xss(7)` as JavaScript unicode escapes (identifiers and strings decode them). */
const jsEscapes = (text: string) =>
  [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

const FAMILIES: Record<string, TTemplate[]> = {
  'script tags': [
    (c) => `<script>${c}</script>`,
    (c) => `<SCRIPT>${c}</SCRIPT>`,
    (c) => `<script type="text/javascript">${c}</script>`,
    (c) => `<script type=module>${c}</script>`,
    (c) => `<scr<script>ipt>${c}</scr</script>ipt>`,
    (c) => `<<script>${c};//<</script>`,
    (c) => `<script/xss>${c}</script>`,
    (c) => `<script\n>${c}</script\n>`,
    (c) => `<script src="data:text/javascript,${c}"></script>`,
    (c) => `<script>/*</script><script>*/${c}</script>`,
  ],
  'event handlers': [
    (c) => `<img src=x onerror=${c}>`,
    (c) => `<img src=x onerror="${c}">`,
    (c) => `<IMG SRC=x OnErRoR=${c}>`,
    (c) => `<img/src=x/onerror=${c}>`,
    (c) => `<img src onerror=${c}>`,
    (c) => `<svg onload=${c}>`,
    (c) => `<svg/onload=${c}//`,
    (c) => `<body onload=${c}>`,
    (c) => `<body onpageshow=${c}>`,
    (c) => `<iframe onload=${c}></iframe>`,
    (c) => `<iframe src=x onload=${c}></iframe>`,
    (c) => `<details open ontoggle=${c}>`,
    (c) => `<details/open/ontoggle="${c}"><summary>x</summary></details>`,
    (c) => `<video src=x onerror=${c}></video>`,
    (c) => `<video><source onerror="${c}"></video>`,
    (c) => `<audio src=x onerror=${c}>`,
    (c) => `<input autofocus onfocus=${c}>`,
    (c) => `<select autofocus onfocus=${c}></select>`,
    (c) => `<textarea autofocus onfocus=${c}></textarea>`,
    (c) => `<div contenteditable autofocus onfocus=${c}>x</div>`,
    (c) => `<marquee onstart=${c}>x</marquee>`,
    (c) => `<object data=x onerror=${c}></object>`,
    (c) => `<style>@keyframes k{}</style><div style="animation-name:k" onanimationstart=${c}>x</div>`,
    (c) => `<div style="transition:outline 1s" ontransitionend=${c} tabindex=1 autofocus>x</div>`,
    (c) => `<a onmouseover=${c} href=#>hover</a>`,
    (c) => `<p onclick="${c}">click</p>`,
    (c) => `<image src=x onerror=${c}>`,
    (c) => `<img src=x:${c} onerror=eval(src.slice(2))>`,
  ],
  'script URLs': [
    (c) => `<a href="javascript:${c}">link</a>`,
    (c) => `<a href="JaVaScRiPt:${c}">link</a>`,
    (c) => `<a href=" javascript:${c}">link</a>`,
    (c) => `<a href="java\tscript:${c}">link</a>`,
    (c) => `<a href="javascript&colon;${c}">link</a>`,
    (c) => `<a href="${entities('javascript:')}${c}">link</a>`,
    (c) => `<a href="&#x6A;avascript:${c}">link</a>`,
    (c) => `<a href="data:text/html;base64,${b64(`<script>${c}</script>`)}">link</a>`,
    (c) => `<iframe src="javascript:${c}"></iframe>`,
    (c) => `<iframe src="data:text/html,<script>${c}</script>"></iframe>`,
    (c) => `<form action="javascript:${c}"><button>go</button></form>`,
    (c) => `<form><button formaction="javascript:${c}">go</button></form>`,
    (c) => `<form><input type=submit formaction="javascript:${c}"></form>`,
    (c) => `<object data="javascript:${c}"></object>`,
    (c) => `<embed src="javascript:${c}">`,
    (c) => `<img src="javascript:${c}">`,
    (c) => `<math><a xlink:href="javascript:${c}">m</a></math>`,
    (c) => `<isindex type=image src=1 onerror=${c}>`,
    (c) => `javascript:${c}`,
    (c) => `https://example.org/" onmouseover="${c}`,
  ],
  'srcdoc and frames': [
    (c) => `<iframe srcdoc="<script>parent.${c}</script>"></iframe>`,
    (c) => `<iframe srcdoc="&lt;img src=x onerror=parent.${c}&gt;"></iframe>`,
    (c) => `<frameset onload=${c}>`,
    (c) => `<embed src="data:text/html;base64,${b64(`<script>${c}</script>`)}">`,
  ],
  'CSS and style': [
    (c) => `<div style="width:expression(${c})">x</div>`,
    (c) => `<div style="background:url('javascript:${c}')">x</div>`,
    (c) => `<style>*{background:url("javascript:${c}")}</style>`,
    (c) => `<style>@import 'javascript:${c}';</style>`,
    (c) => `<link rel=stylesheet href="javascript:${c}">`,
    (c) => `<div style="behavior:url(#default#time2)" onbegin="${c}">x</div>`,
    (c) => `<p style="text-align:center;x:expression(${c})">x</p>`,
    (c) => `<style></style><img src=x onerror=${c}>`,
  ],
  'template, noscript and mXSS': [
    (c) => `<template><img src=x onerror=${c}></template>`,
    (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>"></noscript>`,
    (c) => `<svg></p><style><a id="</style><img src=1 onerror=${c}>">`,
    (c) => `<math><mtext><table><mglyph><style><img src=x onerror=${c}>`,
    (c) =>
      `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${c}>">`,
    (c) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${c}>`,
    (c) => `<svg><style><img src=x onerror=${c}></style></svg>`,
    (c) => `<xmp><p title="</xmp><img src=x onerror=${c}>">`,
    (c) => `<noembed><img title="</noembed><img src=x onerror=${c}>"></noembed>`,
    (c) => `<noframes><p title="</noframes><img src=x onerror=${c}>"></noframes>`,
    (c) => `<textarea><img title="</textarea><img src=x onerror=${c}>"></textarea>`,
    (c) => `<title><img title="</title><img src=x onerror=${c}>"></title>`,
    (c) => `<iframe><img title="</iframe><img src=x onerror=${c}>"></iframe>`,
    (c) => `<!--<img src="--><img src=x onerror=${c}//">`,
    (c) => `<![CDATA[><img src=x onerror=${c}>]]>`,
    (c) => `<a title="a&#x27;&gt;&lt;img src=x onerror=${c}&gt;">x</a>`,
  ],
  'broken markup': [
    (c) => `<img """><script>${c}</script>">`,
    (c) => `<b><i>unclosed <u>nesting</b> <script>${c}`,
    (c) => `<img src=x onerror=${c}`,
    (c) => `<svg onload=${c}`,
    (c) => `<div<img src=x onerror=${c}>`,
    (c) => `</p></div></td></tr></table><img src=x onerror=${c}>`,
    (c) => `<img src=\`x\` onerror=${c}>`,
    (c) => `<img src=x onerror\n=\n${c}>`,
  ],
  'attribute breakouts': [
    (c) => `"><svg onload=${c}>`,
    (c) => `'><svg onload=${c}>`,
    (c) => `" autofocus onfocus=${c} x="`,
    (c) => `' autofocus onfocus=${c} x='`,
    (c) => `"><img src=x onerror=${c}>`,
    (c) => `" onmouseover="${c}`,
    (c) => `</textarea><script>${c}</script>`,
    (c) => `</title><script>${c}</script>`,
    (c) => `--></style></script><script>${c}</script>`,
    (c) => `\`;${c};//`,
  ],
  'encoding and unicode': [
    (c) => `<img src=x onerror="${entities(c)}">`,
    (c) => `<img src=x onerror="${jsEscapes(c)}">`,
    (c) => `<img src=x onerror=eval(atob('${b64(c)}'))>`,
    (c) => `\uFF1Cimg src=x onerror=${c}\uFF1E`,
    (c) => `\u003cimg src=x onerror=${c}\u003e`,
    (c) => `%3Cimg%20src%3Dx%20onerror%3D${encodeURIComponent(c)}%3E`,
    (c) => `&lt;img src=x onerror=${c}&gt;`,
    (c) => `<img src=x onerror=${c}\u2028>`,
    (c) => `<a href="java&#0000115;cript:${c}">x</a>`,
    (c) => `<img src=x onerror="&#x5F;&#x5F;xss(${c.slice(6)}">`,
  ],
  'markdown-style links': [
    (c) => `[click](javascript:${c})`,
    (c) => `[click](javascript://%0a${encodeURIComponent(c)})`,
    (c) => `![img](x" onerror="${c})`,
    (c) => `<javascript:${c}>`,
    (c) => `[a](data:text/html;base64,${b64(`<script>${c}</script>`)})`,
  ],
  'JSON and script-data breakouts': [
    (c) => `</script><script>${c}</script>`,
    (c) => `</SCRIPT><img src=x onerror=${c}>`,
    (c) => `<!--<script>${c}</script>`,
    (c) => `\u2028\u2029</script><script>${c}</script>`,
    (c) => `"};${c};//`,
    (c) => `</script ><svg onload=${c}>`,
  ],
  'SVG with script': [
    (c) => `<svg><script>${c}</script></svg>`,
    (c) => `<svg><script href="data:,${c}"></script></svg>`,
    (c) => `<svg><animate onbegin=${c} attributeName=x dur=1s>`,
    (c) => `<svg><set attributeName=onmouseover to=${c}>`,
    (c) => `<svg><a xlink:href="javascript:${c}"><text x=20 y=20>x</text></a></svg>`,
    (c) => `<svg><foreignObject><img src=x onerror=${c}></foreignObject></svg>`,
    (c) =>
      `<img src="data:image/svg+xml;base64,${b64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${c}"/>`)}">`,
    (c) =>
      `<svg><use href="data:image/svg+xml;base64,${b64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="1" onerror="${c}"/></svg>`)}#x"/></svg>`,
  ],
  'meta, base and link': [
    (c) => `<meta http-equiv="refresh" content="0;url=javascript:${c}">`,
    (c) =>
      `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${b64(`<script>${c}</script>`)}">`,
    (c) => `<base href="javascript:${c}//">`,
    (c) => `<base href="https://evil.example/"><script>${c}</script>`,
    (c) => `<link rel=import href="data:text/html,<script>${c}</script>">`,
  ],
  'dialog fallbacks': [
    (_c, id) => `<img src=x onerror=alert(${id})>`,
    (_c, id) => `<svg onload=confirm(${id})>`,
    (_c, id) => `<script>prompt(${id})</script>`,
    (_c, id) => `<img src=x onerror=window['al'+'ert'](${id})>`,
    (_c, id) => `<img src=x onerror=top[atob('YWxlcnQ=')](${id})>`,
  ],
};

function buildCorpus(): TXssPayload[] {
  const corpus: TXssPayload[] = [];
  for (const [family, templates] of Object.entries(FAMILIES))
    for (const template of templates) {
      const id = corpus.length + 1;
      corpus.push({ id, family, payload: template(`__xss(${id})`, id) });
    }
  return corpus;
}

export const XSS_PAYLOADS: readonly TXssPayload[] = buildCorpus();

/** Payloads that fit a field of at most `max` characters (and at least `min`). */
export const payloadsUpTo = (max: number, min = 0) =>
  XSS_PAYLOADS.filter(({ payload }) => payload.trim().length <= max && payload.trim().length >= min);
