// Downloads one feed with a deadline and a size limit. A feed that answers with an error, too
// much data or nothing in time is a failed read; the caller keeps its last good copy.
export const MAX_FEED_BYTES = 2 * 1024 * 1024;

export class FeedReadError extends Error {}

export async function readFeed(
  url: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<string> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const abort = signal ? AbortSignal.any([deadline, signal]) : deadline;
  let res: Response;
  try {
    res = await fetch(url, {
      signal: abort,
      redirect: 'follow',
      headers: {
        accept:
          'application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9, */*;q=0.1',
        'user-agent': 'Opositor/1.0 (lector de noticias)',
      },
    });
  } catch (error) {
    throw new FeedReadError(
      deadline.aborted
        ? `sin respuesta en ${timeoutMs} ms`
        : `no se pudo conectar (${String(error)})`,
    );
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new FeedReadError(`HTTP ${res.status}`);
  }
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_FEED_BYTES) {
        await reader.cancel();
        throw new FeedReadError(`más de ${MAX_FEED_BYTES} bytes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof FeedReadError) throw error;
    throw new FeedReadError(
      deadline.aborted
        ? `sin respuesta en ${timeoutMs} ms`
        : `lectura interrumpida (${String(error)})`,
    );
  }
  return decode(Buffer.concat(chunks));
}

/** UTF-8 unless the XML declaration names another encoding (some bulletins use ISO-8859-1). */
export function decode(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /<\?xml[^>]*encoding=["']([\w.-]+)["']/i.exec(head)?.[1];
  if (declared) {
    try {
      return new TextDecoder(declared).decode(bytes);
    } catch {
      // An encoding TextDecoder does not know: read it as UTF-8.
    }
  }
  return new TextDecoder('utf-8').decode(bytes);
}
