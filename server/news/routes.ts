// noticias.php and ultimas_oposiciones.php: the newest items of the configured feeds, as kept
// in the database by the fetcher. Public: they carry no user data. The fetcher runs only when
// the settings ask for it (NEWS_FETCH; tests leave it off) and starts after the server listens.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, newsResponseSchema } from '../../src/core/contract';
import type { NewsList, ServerConfig } from '../config';
import type { Db } from '../db';
import { listNews } from '../db/repositories/news';
import { createNewsFetcher } from './fetcher';

export async function newsRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: ServerConfig },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const feeds = config.news?.feeds ?? [];
  const urlsOf = (lista: NewsList) => feeds.filter((f) => f.lista === lista).map((f) => f.url);

  const route = (path: string, lista: NewsList) =>
    typed.get(
      path,
      { schema: { response: { 200: newsResponseSchema, '5xx': errorBodySchema } } },
      async () => listNews(db, lista, urlsOf(lista)),
    );
  route('/noticias.php', 'noticias');
  route('/ultimas_oposiciones.php', 'oposiciones');

  if (config.news?.fetch && feeds.length > 0) {
    const fetcher = createNewsFetcher(db, config.news, app.log);
    app.addHook('onReady', async () => fetcher.start());
    app.addHook('onClose', async () => fetcher.stop());
  }
}
