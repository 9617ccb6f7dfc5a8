// Checks a DOCX (a zip) before any library unpacks it, so a zip bomb costs nothing: first the
// central directory alone (how many entries, the sizes they declare, that it is a Word
// document), then each entry is inflated into a counter that stops as soon as an entry gives
// more bytes than it declared, or the XML parts together more than mammoth may parse (422).
// Only a file that passes both is handed to mammoth.
import type { Entry, ZipFile } from 'yauzl';
import yauzl from 'yauzl';
import { SUMMARY_MSG } from '../../src/core/contract/summaries';
import {
  DOCX_LIMITS,
  DOCX_REQUIRED,
  TooComplexError,
  isXmlPart,
} from '../../src/core/uploads/text';
import { HttpError } from '../http-error';

const STORED = 0;
const DEFLATED = 8;

const notDocx = () => new HttpError(415, SUMMARY_MSG.fileType);
const tooLarge = () => new HttpError(413, SUMMARY_MSG.unpackedTooLarge);

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error || !zip ? reject(notDocx()) : resolve(zip)),
    );
  });
}

/** Calls `visit` for each entry in turn; resolves after the last one. */
function eachEntry(zip: ZipFile, visit: (entry: Entry) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      zip.close();
      reject(error instanceof HttpError || error instanceof TooComplexError ? error : notDocx());
    };
    zip.on('error', fail);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      visit(entry).then(() => zip.readEntry(), fail);
    });
    zip.readEntry();
  });
}

/** The entry's real unpacked size; stops with `over()` as soon as it passes `budget`. */
function inflatedSize(
  zip: ZipFile,
  entry: Entry,
  budget: number,
  over: () => Error,
): Promise<number> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(notDocx());
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > budget) {
          stream.destroy();
          reject(over());
        }
      });
      // yauzl errors as soon as an entry inflates past its declared size (validateEntrySizes).
      stream.on('error', (e: Error) => {
        stream.destroy();
        reject(/too many bytes/i.test(e.message) ? tooLarge() : notDocx());
      });
      stream.on('end', () => resolve(size));
    });
  });
}

/**
 * 415 when the zip is not a Word document, 413 when it unpacks to more than DOCX_LIMITS allow,
 * TooComplexError when its XML parts unpack to more than mammoth may parse.
 */
export async function checkDocx(buffer: Buffer): Promise<void> {
  const directory = await openZip(buffer);
  if (directory.entryCount > DOCX_LIMITS.maxEntries) {
    directory.close();
    throw tooLarge();
  }
  const names = new Set<string>();
  let declared = 0;
  await eachEntry(directory, async (entry) => {
    if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) throw notDocx();
    if (entry.isEncrypted()) throw notDocx();
    declared += entry.uncompressedSize;
    if (entry.uncompressedSize > DOCX_LIMITS.maxEntryBytes || declared > DOCX_LIMITS.maxTotalBytes)
      throw tooLarge();
    names.add(entry.fileName);
  });
  if (!DOCX_REQUIRED.every((name) => names.has(name))) throw notDocx();

  const contents = await openZip(buffer);
  let actual = 0;
  let xml = 0;
  await eachEntry(contents, async (entry) => {
    if (entry.fileName.endsWith('/')) return;
    const size = isXmlPart(entry.fileName)
      ? await inflatedSize(
          contents,
          entry,
          DOCX_LIMITS.maxXmlBytes - xml,
          () => new TooComplexError(),
        )
      : await inflatedSize(contents, entry, DOCX_LIMITS.maxTotalBytes - actual, tooLarge);
    if (isXmlPart(entry.fileName)) xml += size;
    actual += size;
    if (actual > DOCX_LIMITS.maxTotalBytes) throw tooLarge();
  });
}
