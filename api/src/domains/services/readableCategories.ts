// The FAQ categories the channel may read: the partner channel, blocked from Plus (SPEC §6), does not
// see the Plus answers (they send the player to pages it cannot open) — not listed, counted, found or
// opened, and not among the home's notices either.
import { isNull, ne, or, type SQL } from 'drizzle-orm';
import { faqCategories } from '../../db/schema/index.js';
import { isPlusBlockedPublisher } from '../membership/rules.js';

export const readableCategories = (publisher: string): SQL | undefined =>
  isPlusBlockedPublisher(publisher) ? or(isNull(faqCategories.area), ne(faqCategories.area, 'plus')) : undefined;
