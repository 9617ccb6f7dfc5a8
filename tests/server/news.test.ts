// The news endpoints against feeds served on loopback: a good RSS feed, a good Atom feed, a
// malformed one and one that never answers. The fetcher and the database run for real.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsSettings } from '../../server/config';
import { parseNewsFeeds } from '../../server/config';
import { createNewsFetcher } from '../../server/news/fetcher';
import type { NewsItem } from '../../src/core/contract';
import type { TestServer } from './harness';
import { dbKinds, request, startTestServer } from './harness';

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>Oposiciones y concursos</title>
    <link>https://feeds.example/boe</link>
    <item>
      <title>Resolución por la que se convoca proceso selectivo &amp; bolsa</title>
      <link>https://feeds.example/boe/A-2026-1</link>
      <description><![CDATA[<p>Convocatoria de <b>150 plazas</b> del Cuerpo General Auxiliar.</p>]]></description>
      <pubDate>Tue, 10 Nov 2026 08:00:00 +0100</pubDate>
      <media:content url="https://feeds.example/img/a1.jpg" medium="image" type="image/jpeg" />
    </item>
    <item>
      <title>Lista de admitidos</title>
      <link>https://feeds.example/boe/A-2026-2</link>
      <description>Lista provisional.</description>
      <pubDate>Wed, 11 Nov 2026 08:00:00 +0100</pubDate>
    </item>
    <item>
      <title>Enlace peligroso</title>
      <link>javascript:alert(1)</link>
    </item>
  </channel>
</rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Noticias</title>
  <id>urn:noticias</id>
  <updated>2026-11-12T09:00:00Z</updated>
  <entry>
    <title>Nueva oferta de empleo público</title>
    <link href="https://feeds.example/noticias/oep-2026" />
    <id>urn:noticias:1</id>
    <updated>2026-11-12T09:00:00Z</updated>
    <summary>La oferta incluye 40.000 plazas.</summary>
  </entry>
</feed>`;

const LATIN1_RSS = Buffer.from(
  `<?xml version="1.0" encoding="ISO-8859-1"?><rss version="2.0"><channel><title>B</title>` +
    `<item><title>Oposición de Administración</title><link>https://feeds.example/bo/1</link>` +
    `<pubDate>Mon, 09 Nov 2026 08:00:00 +0100</pubDate></item></channel></rss>`,
  'latin1',
);

/** The loopback feed server; `routes` can change between reads. */
function startFeedServer() {
  const hanging = new Set<ServerResponse>();
  const routes: Record<string, (res: ServerResponse) => void> = {};
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const handler = routes[req.url ?? ''];
    if (handler) handler(res);
    else res.writeHead(404).end();
  });
  const xml = (body: string | Buffer) => (res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/xml' }).end(body);
  };
  routes['/boe.xml'] = xml(RSS);
  routes['/noticias.atom'] = xml(ATOM);
  routes['/latin1.xml'] = xml(LATIN1_RSS);
  routes['/roto.xml'] = xml('<rss><channel><item><title>Sin cerrar');
  routes['/cuelga.xml'] = (res) => void hanging.add(res);
  return new Promise<{
    base: string;
    routes: typeof routes;
    xml: typeof xml;
    close: () => Promise<void>;
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        base: `http://127.0.0.1:${port}`,
        routes,
        xml,
        close: () =>
          new Promise((done) => {
            for (const res of hanging) res.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

describe('NEWS_FEEDS', () => {
  it('reads list=url entries and falls back to the public defaults', () => {
    expect(
      parseNewsFeeds(
        'noticias=https://a.example/x?y=1;oposiciones=http://b.example/rss\n oposiciones=https://c.example',
      ),
    ).toEqual([
      { lista: 'noticias', url: 'https://a.example/x?y=1' },
      { lista: 'oposiciones', url: 'http://b.example/rss' },
      { lista: 'oposiciones', url: 'https://c.example' },
    ]);
    const defaults = parseNewsFeeds(undefined);
    expect(
      defaults.some((f) => f.lista === 'oposiciones' && f.url.startsWith('https://www.boe.es/')),
    ).toBe(true);
    expect(defaults.some((f) => f.lista === 'noticias')).toBe(true);
    expect(() => parseNewsFeeds('deportes=https://x.example')).toThrow(/NEWS_FEEDS/);
    expect(() => parseNewsFeeds('noticias=ftp://x.example')).toThrow(/NEWS_FEEDS/);
  });
});

describe.each(dbKinds)('noticias.php and ultimas_oposiciones.php on %s', (kind) => {
  let feeds: Awaited<ReturnType<typeof startFeedServer>>;
  let server: TestServer;
  let settings: NewsSettings;

  beforeAll(async () => {
    feeds = await startFeedServer();
    settings = {
      feeds: [
        { lista: 'oposiciones', url: `${feeds.base}/boe.xml` },
        { lista: 'oposiciones', url: `${feeds.base}/latin1.xml` },
        { lista: 'oposiciones', url: `${feeds.base}/roto.xml` },
        { lista: 'oposiciones', url: `${feeds.base}/cuelga.xml` },
        { lista: 'noticias', url: `${feeds.base}/noticias.atom` },
      ],
      // Not on a schedule here: the test reads the feeds when it wants to.
      fetch: false,
      intervalMs: 60 * 60_000,
      timeoutMs: 2000,
    };
    server = await startTestServer(kind, { news: settings });
  });
  afterAll(async () => {
    await server?.close();
    await feeds?.close();
  });

  const list = async (path: string) => {
    const res = await request(server, 'GET', `/api/${path}`);
    expect(res.status).toBe(200);
    return res.body as unknown as NewsItem[];
  };

  it('answers an empty list before any feed has been read', async () => {
    expect(await list('noticias.php')).toEqual([]);
    expect(await list('ultimas_oposiciones.php')).toEqual([]);
  });

  it('reads the good feeds, and the malformed and hanging ones fail on their own', async () => {
    const fetcher = createNewsFetcher(server.database.db, settings);
    const results = await fetcher.refreshAll();
    const byPath = Object.fromEntries(results.map((r) => [new URL(r.feed.url).pathname, r]));
    expect(byPath['/boe.xml']).toMatchObject({ ok: true, items: 2 });
    expect(byPath['/latin1.xml']).toMatchObject({ ok: true, items: 1 });
    expect(byPath['/noticias.atom']).toMatchObject({ ok: true, items: 1 });
    expect(byPath['/roto.xml']?.ok).toBe(false);
    expect(byPath['/cuelga.xml']).toMatchObject({ ok: false, error: 'sin respuesta en 2000 ms' });

    const oposiciones = await list('ultimas_oposiciones.php');
    expect(oposiciones.map((n) => n.title)).toEqual([
      'Lista de admitidos',
      'Resolución por la que se convoca proceso selectivo & bolsa',
      'Oposición de Administración',
    ]);
    expect(oposiciones[1]).toEqual({
      link: 'https://feeds.example/boe/A-2026-1',
      image: 'https://feeds.example/img/a1.jpg',
      title: 'Resolución por la que se convoca proceso selectivo & bolsa',
      summary: 'Convocatoria de 150 plazas del Cuerpo General Auxiliar.',
      date: '2026-11-10T07:00:00.000Z',
    });
    expect(oposiciones[0]?.image).toBeNull();
    expect(await list('noticias.php')).toEqual([
      {
        link: 'https://feeds.example/noticias/oep-2026',
        image: null,
        title: 'Nueva oferta de empleo público',
        summary: 'La oferta incluye 40.000 plazas.',
        date: '2026-11-12T09:00:00.000Z',
      },
    ]);
  });

  it('keeps serving the last good copy of a feed that breaks or goes down', async () => {
    const fetcher = createNewsFetcher(server.database.db, settings);
    await fetcher.refreshAll();
    const before = await list('ultimas_oposiciones.php');
    feeds.routes['/boe.xml'] = feeds.xml('<html><body>Mantenimiento</body>');
    feeds.routes['/latin1.xml'] = (res) => void res.writeHead(503).end();
    const results = await fetcher.refreshAll();
    expect(results.filter((r) => r.ok).map((r) => new URL(r.feed.url).pathname)).toEqual([
      '/noticias.atom',
    ]);
    expect(await list('ultimas_oposiciones.php')).toEqual(before);
    // Back up with one item fewer: the feed's copy is replaced by what it now says.
    feeds.routes['/boe.xml'] = feeds.xml(
      RSS.replace(/<item>\s*<title>Lista de admitidos[\s\S]*?<\/item>/, ''),
    );
    await fetcher.refreshAll();
    expect((await list('ultimas_oposiciones.php')).map((n) => n.title)).toEqual([
      'Resolución por la que se convoca proceso selectivo & bolsa',
      'Oposición de Administración',
    ]);
  });

  it('stops a round in progress when the server closes', async () => {
    const fetcher = createNewsFetcher(server.database.db, {
      ...settings,
      feeds: [{ lista: 'oposiciones', url: `${feeds.base}/cuelga.xml` }],
      timeoutMs: 60_000,
    });
    const round = fetcher.refreshAll();
    await fetcher.stop();
    expect(await round).toEqual([expect.objectContaining({ ok: false })]);
  });
});

describe('the scheduled reader', () => {
  it('never delays the server’s start, and fills the lists once it has read the feeds', async () => {
    const feeds = await startFeedServer();
    const server = await startTestServer('pglite', {
      news: {
        feeds: [
          { lista: 'oposiciones', url: `${feeds.base}/cuelga.xml` },
          { lista: 'oposiciones', url: `${feeds.base}/boe.xml` },
        ],
        fetch: true,
        intervalMs: 60 * 60_000,
        // Far longer than the server takes to start: it answers while this feed still hangs.
        timeoutMs: 10 * 60_000,
      },
    });
    try {
      const health = await request(server, 'GET', '/api/health');
      expect(health.status).toBe(200);
      await expect
        .poll(
          async () =>
            (
              (await request(server, 'GET', '/api/ultimas_oposiciones.php'))
                .body as unknown as NewsItem[]
            ).length,
          {
            timeout: 20_000,
          },
        )
        .toBe(2);
    } finally {
      await server.close();
      await feeds.close();
    }
  });
});
