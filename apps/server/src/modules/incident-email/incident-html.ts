import type sanitizeHtml from 'sanitize-html';

/**
 * The formatting a rich-text incident may keep: what TipTap's starter kit writes. Everything else
 * (scripts, styles, event handlers, images, iframes) goes; links keep http(s) and mailto only.
 */
const allowed = (sanitizer: typeof sanitizeHtml): sanitizeHtml.IOptions => ({
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'hr',
    'a',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizer.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
});

// sanitize-html and its parser (some 10 MB of a process's memory) load with the first incident.
let loading: Promise<typeof sanitizeHtml> | undefined;
const sanitizerOf = () => (loading ??= import('sanitize-html').then((m) => m.default));

/**
 * sanitize-html's text is HTML: its parser decodes every entity, and its output escapes exactly
 * `&`, `<` and `>` again. Undone in one pass, so `&amp;lt;` (a typed "&lt;") stays "&lt;".
 */
const unescapeText = (s: string) =>
  s.replace(/&(amp|lt|gt);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>' })[name] ?? '');

/** The incident as the mail's HTML part, and its plain-text part: tags dropped, block ends as line breaks. */
export async function incidentParts(html: string): Promise<{ html: string; text: string }> {
  const sanitizer = await sanitizerOf();
  const clean = sanitizer(html, allowed(sanitizer));
  const spaced = clean.replace(/<\/(p|li|h[1-4]|blockquote|pre)>|<br\s*\/?>/gi, '$&\n');
  const text = unescapeText(sanitizer(spaced, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { html: clean, text };
}
