// The text of a DOCX in the browser with mammoth, after the server's zip-bomb checks
// (server/uploads/docx-guard.ts) with the same limits (src/core/uploads/text.ts), so a bomb, or
// more XML than mammoth can parse in reasonable time, is refused before mammoth reads anything.
import { SUMMARY_MSG } from '@/core/contract';
import { DOCX_LIMITS, DOCX_REQUIRED, TooComplexError, isXmlPart } from '@/core/uploads/text';
import type MammothModule from 'mammoth';
import { ExtractError } from './extract-error';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const EOCD_MIN = 22;
const STORED = 0;
const DEFLATED = 8;

const notDocx = () => new ExtractError(SUMMARY_MSG.fileType);
const tooLarge = () => new ExtractError(SUMMARY_MSG.unpackedTooLarge);
const tooComplex = () => new ExtractError(new TooComplexError().message);

interface ZipEntry {
  name: string;
  method: number;
  encrypted: boolean;
  packedSize: number;
  size: number;
  localOffset: number;
}

function findDirectoryEnd(view: DataView): number {
  const last = view.byteLength - EOCD_MIN;
  for (let i = last; i >= Math.max(0, last - 0xffff); i--)
    if (view.getUint32(i, true) === EOCD) return i;
  throw notDocx();
}

/** The central directory: every entry with the sizes it declares. */
function readDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findDirectoryEnd(view);
  const count = view.getUint16(end + 10, true);
  if (count > DOCX_LIMITS.maxEntries) throw tooLarge();
  const entries: ZipEntry[] = [];
  let at = view.getUint32(end + 16, true);
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) throw notDocx();
    const nameLength = view.getUint16(at + 28, true);
    entries.push({
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      encrypted: (view.getUint16(at + 8, true) & 1) === 1,
      method: view.getUint16(at + 10, true),
      packedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/**
 * Bytes an entry really unpacks to, stopping at the first byte beyond what it declared, or
 * with `over()` beyond `budget`.
 */
async function inflatedSize(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: number,
  over: () => ExtractError,
): Promise<number> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const local = entry.localOffset;
  if (local + 30 > bytes.length) throw notDocx();
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const packed = bytes.slice(start, start + entry.packedSize);
  if (entry.method === STORED) {
    if (packed.length > budget) throw over();
    return packed.length;
  }
  const reader = new Blob([packed])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'))
    .getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return size;
      size += value.length;
      if (size > entry.size) throw tooLarge();
      if (size > budget) throw over();
    }
  } catch (error) {
    throw error instanceof ExtractError ? error : notDocx();
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * The server's checks: first the central directory alone (how many entries, the sizes they
 * declare, that it is a Word document), then each entry inflated into a counter. 415's message
 * when it is not a DOCX, 413's when it unpacks to too much, 422's when its XML is too much to
 * parse.
 */
export async function checkDocx(bytes: Uint8Array): Promise<void> {
  const entries = readDirectory(bytes);
  let declared = 0;
  for (const entry of entries) {
    if ((entry.method !== STORED && entry.method !== DEFLATED) || entry.encrypted) throw notDocx();
    declared += entry.size;
    if (entry.size > DOCX_LIMITS.maxEntryBytes || declared > DOCX_LIMITS.maxTotalBytes)
      throw tooLarge();
  }
  const names = new Set(entries.map((e) => e.name));
  if (!DOCX_REQUIRED.every((name) => names.has(name))) throw notDocx();
  let actual = 0;
  let xml = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const size = isXmlPart(entry.name)
      ? await inflatedSize(bytes, entry, DOCX_LIMITS.maxXmlBytes - xml, tooComplex)
      : await inflatedSize(bytes, entry, DOCX_LIMITS.maxTotalBytes - actual, tooLarge);
    if (isXmlPart(entry.name)) xml += size;
    actual += size;
    if (actual > DOCX_LIMITS.maxTotalBytes) throw tooLarge();
  }
}

type Mammoth = typeof MammothModule;

/** The document's text as mammoth reads it, once checkDocx has passed. */
export async function docxTextWith(
  mammoth: Pick<Mammoth, 'extractRawText'>,
  bytes: Uint8Array,
): Promise<string> {
  await checkDocx(bytes);
  const data = bytes.slice().buffer;
  // The browser build reads `arrayBuffer`; Node's (the unit tests) reads `buffer`: both given.
  const input = { arrayBuffer: data, buffer: data } as unknown as { arrayBuffer: ArrayBuffer };
  return (await mammoth.extractRawText(input)).value;
}

export async function loadMammoth(): Promise<Pick<Mammoth, 'extractRawText'>> {
  const module = await import('mammoth');
  return (module as { default?: Mammoth }).default ?? module;
}
