// Turns the text of an RSS or Atom feed into news items ({link, image, title, summary, date}),
// with @rowanmanning/feed-parser doing the XML and the RSS/Atom differences. Only http(s) links
// and images are kept; titles and summaries become plain text.
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLValidator } from 'fast-xml-parser';

export interface ParsedItem {
  link: string;
  image: string | null;
  title: string;
  summary: string;
  date: Date | null;
}

export const MAX_ITEMS_PER_FEED = 30;
const MAX_TITLE = 300;
const MAX_SUMMARY = 400;
const MAX_URL = 2000;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** HTML to one line of plain text. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X'))
        return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function httpUrl(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_URL) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export class InvalidFeedError extends Error {}

/**
 * The items of a feed, newest first. Throws InvalidFeedError when the text is not well-formed
 * XML or not a feed: the feed parser is lenient on purpose, and a broken page must not replace
 * the last good copy with nothing.
 */
export function parseNewsFeed(xml: string): ParsedItem[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new InvalidFeedError(`XML mal formado (línea ${valid.err.line}: ${valid.err.msg})`);
  let feed;
  try {
    feed = parseFeed(xml);
  } catch (error) {
    throw new InvalidFeedError(
      `no es un feed RSS o Atom (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const items: ParsedItem[] = [];
  const seen = new Set<string>();
  for (const item of feed.items) {
    const link = httpUrl(item.url) ?? httpUrl(item.id);
    const title = plainText(item.title ?? '');
    if (!link || !title || seen.has(link)) continue;
    seen.add(link);
    const image = httpUrl(item.image?.url) ?? httpUrl(item.mediaImages[0]?.url) ?? null;
    const date = item.published ?? item.updated;
    items.push({
      link,
      image,
      title: clip(title, MAX_TITLE),
      summary: clip(plainText(item.description ?? item.content ?? ''), MAX_SUMMARY),
      date: date && !Number.isNaN(date.getTime()) ? date : null,
    });
  }
  items.sort((a, b) => (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0));
  return items.slice(0, MAX_ITEMS_PER_FEED);
}
