// The text of a PDF in the browser with pdf.js, page by page, as the server reads it
// (src/core/uploads/text.ts). pdf.js and its worker load only when a PDF is read with no
// connection; the worker is bundled as a .js file, so the service worker precaches it and it
// starts offline.
import type * as PdfJsModule from 'pdfjs-dist';
import { PDF_OPTIONS, pdfPagesText } from '@/core/uploads/text';

type PdfJs = typeof PdfJsModule;

/** The text of each page, as the server reads it; throws when pdf.js cannot read it. */
export async function pdfTextWith(
  pdfjs: Pick<PdfJs, 'getDocument'>,
  bytes: Uint8Array,
): Promise<string> {
  // pdf.js hands the buffer to its worker: give it a copy, the caller keeps the original.
  const task = pdfjs.getDocument({ data: bytes.slice(), ...PDF_OPTIONS });
  try {
    return await pdfPagesText(await task.promise);
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

let loading: Promise<PdfJs> | null = null;

/** pdf.js with its worker, loaded once on first use. */
export function loadPdfjs(): Promise<PdfJs> {
  loading ??= Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?worker&url'),
  ]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  });
  return loading;
}
