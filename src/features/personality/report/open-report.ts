// Opens the report in a new window. The document is written into the empty window (standards
// mode, from a string whose every data text is escaped in report-html.ts); its print button is
// wired from this page, so the report carries no script of its own and the app's
// Content-Security-Policy holds.
import { PRINT_BUTTON_ID } from './report-html';

/** False when the browser blocked the new window. */
export function openReportWindow(html: string): boolean {
  const win = window.open('', '_blank');
  if (!win) return false;
  const doc = win.document;
  doc.open();
  doc.write(html);
  doc.close();
  doc.getElementById(PRINT_BUTTON_ID)?.addEventListener('click', () => win.print());
  win.focus();
  return true;
}
