// What an uploaded file is, told from its bytes, never from its name or the client's MIME type.
// The rules live in src/core/uploads/text.ts: the browser reads a file with no connection by the
// same ones.
export { decodeText, sniff } from '../../src/core/uploads/text';
export type { Sniffed } from '../../src/core/uploads/text';
