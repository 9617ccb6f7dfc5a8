// How a summary's file is described on screen (spec §2 and §9).
import { UPLOAD_KINDS, UPLOAD_MIME } from '@/core/contract';
import { formatNumber } from '@/lib/format';

/** Spec §9: the size in KB with one decimal, the Spanish way: 12753 bytes → '12,5 KB'. */
export function formatKb(bytes: number): string {
  return `${formatNumber(bytes / 1024, 1)} KB`;
}

/** 'PDF', 'TXT', 'DOC' or 'DOCX' for the MIME type stored; any other type as it is. */
export function fileTypeLabel(mime: string): string {
  const kind = UPLOAD_KINDS.find((k) => UPLOAD_MIME[k] === mime.toLowerCase());
  return kind ? kind.toUpperCase() : mime;
}
