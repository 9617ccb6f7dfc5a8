const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put in HTML, between tags or inside a quoted attribute. */
export function escapeHtml(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}
