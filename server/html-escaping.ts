// Text and data written into HTML: the one escaping every server-made page (and sitemap) goes through.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** JSON inside <script> (shared: the office pages, rendered whole by React, write it too). */
export { scriptJson } from '#shared/script-json.ts';
