import sanitizeHtml from 'sanitize-html';

/**
 * The formatting a rich-text incident may keep: what TipTap's starter kit writes. Everything else
 * (scripts, styles, event handlers, images, iframes) goes; links keep http(s) and mailto only.
 */
const ALLOWED: sanitizeHtml.IOptions = {
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
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export const sanitizeIncidentHtml = (html: string): string => sanitizeHtml(html, ALLOWED);

/** The plain-text part of the mail: tags dropped, block ends as line breaks. */
export function incidentText(html: string): string {
  const spaced = html.replace(/<\/(p|li|h[1-4]|blockquote|pre)>|<br\s*\/?>/gi, '$&\n');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
