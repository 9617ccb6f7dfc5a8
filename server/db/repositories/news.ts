// News items per list and feed (tables news_items and news_feeds). A good read replaces its
// feed's items in one transaction; a failed read only records the failure, so the last good
// copy stays.
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { NewsItem } from '../../../src/core/contract';
import type { NewsList } from '../../config';
import type { ParsedItem } from '../../news/parse';
import { newsFeeds, newsItems } from '../schema';
import type { Executor } from './executor';

export async function replaceFeedItems(
  db: Executor,
  lista: NewsList,
  url: string,
  items: ParsedItem[],
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const links = items.map((i) => i.link);
    const ofFeed = and(eq(newsItems.lista, lista), eq(newsItems.feedUrl, url));
    await tx
      .delete(newsItems)
      .where(links.length > 0 ? and(ofFeed, notInArray(newsItems.link, links)) : ofFeed);
    if (items.length > 0) {
      await tx
        .insert(newsItems)
        .values(
          items.map((i) => ({
            lista,
            feedUrl: url,
            link: i.link,
            title: i.title,
            summary: i.summary,
            image: i.image,
            publishedAt: i.date,
            fetchedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [newsItems.lista, newsItems.feedUrl, newsItems.link],
          set: {
            title: sql`excluded.title`,
            summary: sql`excluded.summary`,
            image: sql`excluded.image`,
            publishedAt: sql`excluded.published_at`,
            fetchedAt: sql`excluded.fetched_at`,
          },
        });
    }
    await tx
      .insert(newsFeeds)
      .values({
        lista,
        url,
        lastAttemptAt: now,
        lastSuccessAt: now,
        lastError: null,
        itemCount: items.length,
      })
      .onConflictDoUpdate({
        target: [newsFeeds.lista, newsFeeds.url],
        set: { lastAttemptAt: now, lastSuccessAt: now, lastError: null, itemCount: items.length },
      });
  });
}

export async function recordFeedFailure(
  db: Executor,
  lista: NewsList,
  url: string,
  error: string,
  now = new Date(),
): Promise<void> {
  await db
    .insert(newsFeeds)
    .values({ lista, url, lastAttemptAt: now, lastError: error })
    .onConflictDoUpdate({
      target: [newsFeeds.lista, newsFeeds.url],
      set: { lastAttemptAt: now, lastError: error },
    });
}

export const NEWS_LIMIT = 20;

/** The newest items of a list from the feeds still configured (items without a date last). */
export async function listNews(
  db: Executor,
  lista: NewsList,
  feedUrls: string[],
  limit = NEWS_LIMIT,
): Promise<NewsItem[]> {
  if (feedUrls.length === 0) return [];
  const rows = await db
    .select()
    .from(newsItems)
    .where(and(eq(newsItems.lista, lista), inArray(newsItems.feedUrl, feedUrls)))
    .orderBy(sql`${newsItems.publishedAt} desc nulls last`, desc(newsItems.fetchedAt), newsItems.id)
    .limit(limit);
  return rows.map((r) => ({
    link: r.link,
    image: r.image,
    title: r.title,
    summary: r.summary,
    date: r.publishedAt?.toISOString() ?? null,
  }));
}
