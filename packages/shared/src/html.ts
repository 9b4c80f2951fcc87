/** Text written into HTML (an element's text or a quoted attribute): the five special characters escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * JSON written inside a `<script>` element (JSON-LD, a data block): `<` escaped, so no text in it
 * can close the element, and U+2028/U+2029, which older parsers read as line ends.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
