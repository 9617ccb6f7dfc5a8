// What the summary screens check and show about a file before and after the upload.
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, SUMMARY_MSG, UPLOAD_MIME } from '../../src/core/contract';
import {
  UPLOAD_ACCEPT,
  checkUploadFile,
  declaredKind,
} from '../../src/features/summaries/data/file-check';
import { fileTypeLabel, formatKb } from '../../src/features/summaries/data/format';

const file = (name: string, size = 1_000, type = '') => ({ name, size, type });

describe('the client checks a file before sending it (spec §5)', () => {
  it('takes PDF, TXT, DOC and DOCX whatever the case of the extension', () => {
    for (const name of ['a.pdf', 'b.TXT', 'c.doc', 'tema 3.Docx', 'C:\\x\\apuntes.pdf'])
      expect(checkUploadFile(file(name))).toBeNull();
  });

  it("refuses any other type with the server's message", () => {
    for (const name of ['foto.png', 'hoja.xlsx', 'programa.exe', 'apuntes.pdf.zip', 'rtf.rtf'])
      expect(checkUploadFile(file(name))).toBe(SUMMARY_MSG.fileType);
    expect(SUMMARY_MSG.fileType).toBe('Solo se permiten archivos PDF, TXT, DOC o DOCX');
  });

  it('goes by the MIME type only when the name has no extension', () => {
    expect(declaredKind(file('apuntes', 1, UPLOAD_MIME.docx))).toBe('docx');
    expect(declaredKind(file('apuntes', 1, 'image/png'))).toBeNull();
    expect(declaredKind(file('foto.png', 1, UPLOAD_MIME.pdf))).toBeNull();
  });

  it('refuses more than 20 MB (20*1024*1024 bytes), type first, and an empty file', () => {
    expect(checkUploadFile(file('a.pdf', MAX_UPLOAD_BYTES))).toBeNull();
    expect(checkUploadFile(file('a.pdf', MAX_UPLOAD_BYTES + 1))).toBe(
      'El archivo no debe superar los 20MB',
    );
    expect(checkUploadFile(file('a.png', MAX_UPLOAD_BYTES + 1))).toBe(SUMMARY_MSG.fileType);
    expect(checkUploadFile(file('a.txt', 0))).toBe(SUMMARY_MSG.fileEmpty);
  });

  it('offers the four types in the file picker', () => {
    for (const part of ['.pdf', '.txt', '.doc', '.docx', UPLOAD_MIME.docx])
      expect(UPLOAD_ACCEPT.split(',')).toContain(part);
  });
});

describe('the size and type shown (spec §9)', () => {
  it('gives the size in KB with one decimal, the Spanish way', () => {
    expect(formatKb(12_753)).toBe('12,5 KB');
    expect(formatKb(485)).toBe('0,5 KB');
    expect(formatKb(1024)).toBe('1,0 KB');
    expect(formatKb(0)).toBe('0,0 KB');
    expect(formatKb(MAX_UPLOAD_BYTES)).toBe('20.480,0 KB');
  });

  it('names the four types and leaves any other as stored', () => {
    expect(fileTypeLabel(UPLOAD_MIME.pdf)).toBe('PDF');
    expect(fileTypeLabel(UPLOAD_MIME.docx)).toBe('DOCX');
    expect(fileTypeLabel(UPLOAD_MIME.doc)).toBe('DOC');
    expect(fileTypeLabel(UPLOAD_MIME.txt)).toBe('TXT');
    expect(fileTypeLabel('application/rtf')).toBe('application/rtf');
  });
});
