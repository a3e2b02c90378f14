// The FAQ categories the channel may read: the partner channel, blocked from Plus (SPEC §6), does not
// see the Plus answers (they send the player to pages it cannot open) — not listed, counted, found or
// opened, and not among the home's notices either.
import { isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { faqArticles, faqCategories } from '../../db/schema/index.js';
import { isPlusBlockedPublisher } from '../membership/rules.js';

export const readableCategories = (publisher: string): SQL | undefined =>
  isPlusBlockedPublisher(publisher) ? or(isNull(faqCategories.area), ne(faqCategories.area, 'plus')) : undefined;

/** An answer as the channel reads it: the partner channel's own words where the article has them (faq-data.ts). */
export const answerOn = (publisher: string): SQL<string> =>
  isPlusBlockedPublisher(publisher) ? sql<string>`coalesce(${faqArticles.partnerContent}, ${faqArticles.content})` : sql<string>`${faqArticles.content}`;
