// What an uploaded file is, told from its bytes, never from its name or the client's MIME type.

/** The container the first bytes show; a zip still has to prove it is a DOCX, an OLE file a DOC. */
export type Sniffed = 'pdf' | 'zip' | 'ole' | 'text';

const PDF = Buffer.from('%PDF-', 'latin1');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** PDF readers accept the header anywhere in the first KB. */
const PDF_HEADER_WINDOW = 1024;
/** A text may hold a few stray control characters, not the many a binary file has. */
const MAX_CONTROL_SHARE = 0.001;

export function sniff(buffer: Buffer): Sniffed | null {
  if (buffer.subarray(0, PDF_HEADER_WINDOW).includes(PDF)) return 'pdf';
  if (buffer.subarray(0, ZIP.length).equals(ZIP)) return 'zip';
  if (buffer.subarray(0, OLE.length).equals(OLE)) return 'ole';
  return decodeText(buffer) === null ? null : 'text';
}

function decoder(label: string, fatal: boolean) {
  return new TextDecoder(label, { fatal });
}

/**
 * The text of a plain-text file: UTF-8 (with or without BOM), UTF-16 with a BOM, or else
 * Windows-1252 (what older Spanish Windows editors write). Null when it is not text: a NUL
 * byte, or more control characters than a text has.
 */
export function decodeText(buffer: Buffer): string | null {
  let text: string;
  if (buffer[0] === 0xff && buffer[1] === 0xfe)
    text = decoder('utf-16le', false).decode(buffer.subarray(2));
  else if (buffer[0] === 0xfe && buffer[1] === 0xff)
    text = decoder('utf-16be', false).decode(buffer.subarray(2));
  else {
    if (buffer.includes(0)) return null;
    try {
      text = decoder('utf-8', true).decode(buffer);
    } catch {
      text = decoder('windows-1252', false).decode(buffer);
    }
  }
  if (text.includes('\u0000')) return null;
  // Control characters other than tab, line feed, vertical tab, form feed and carriage return.
  const controls = text.match(/(?![\t\n\v\f\r])\p{Cc}/gu)?.length ?? 0;
  return controls > Math.max(1, text.length * MAX_CONTROL_SHARE) ? null : text;
}
