// What the upload field checks before sending anything (spec §5 and §9): the type by name (or
// the browser's MIME type when the name has no extension) and the size, with the server's own
// messages. The server checks again, from the content.
import { MAX_UPLOAD_BYTES, SUMMARY_MSG, UPLOAD_KINDS, UPLOAD_MIME } from '@/core/contract';
import type { UploadKind } from '@/core/contract';

/** The `accept` of the file input: the four extensions and their MIME types. */
export const UPLOAD_ACCEPT = [
  ...UPLOAD_KINDS.map((kind) => `.${kind}`),
  ...Object.values(UPLOAD_MIME),
].join(',');

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** The kind the name (or, with no extension, the MIME type) says; null when none of the four. */
export function declaredKind(file: Pick<FileLike, 'name' | 'type'>): UploadKind | null {
  const match = /\.([a-z0-9]+)$/i.exec(file.name.trim());
  if (match) {
    const ext = match[1]?.toLowerCase();
    return UPLOAD_KINDS.find((kind) => kind === ext) ?? null;
  }
  const mime = file.type.toLowerCase().split(';')[0]?.trim();
  return UPLOAD_KINDS.find((kind) => UPLOAD_MIME[kind] === mime) ?? null;
}

/** The first rule the file breaks (type, then size, then empty), or null when it may be sent. */
export function checkUploadFile(file: FileLike): string | null {
  if (declaredKind(file) === null) return SUMMARY_MSG.fileType;
  if (file.size > MAX_UPLOAD_BYTES) return SUMMARY_MSG.fileSize;
  if (file.size === 0) return SUMMARY_MSG.fileEmpty;
  return null;
}
