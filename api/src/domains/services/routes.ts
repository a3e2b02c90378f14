// FAQ. (Free recharge: ../charge; SMS: ../sms; PC-bang subscription and championship: ../pcbang.)
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import {
  Envelope,
  FaqCategorySchema,
  FaqDetailSchema,
  FaqSummarySchema,
  PageSchema,
  Id,
  PageNo,
  PageSize,
  Text,
} from '@hanpan/contracts';
import { FAQ_KEYWORD_MAX } from '@hanpan/contracts/search';
import { faqArticles, faqCategories } from '../../db/schema/index.js';
import { answerOn, readableCategories } from './readableCategories.js';
import { ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';

/** Words of a FAQ search that count (a 50-character box; more words would only slow the query). */
const FAQ_SEARCH_WORDS = 8;


export async function serviceRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;

  app.get('/api/faq/category', { schema: { response: { 200: Envelope(Type.Array(FaqCategorySchema)) } } }, async (req) => {
    const rows = await db
      .select({ id: faqCategories.id, name: faqCategories.name, articleCount: sql<number>`count(${faqArticles.id})::int` })
      .from(faqCategories)
      .leftJoin(faqArticles, eq(faqArticles.categoryId, faqCategories.id))
      .where(readableCategories(req.site.publisher))
      .groupBy(faqCategories.id, faqCategories.name, faqCategories.sortOrder)
      .orderBy(asc(faqCategories.sortOrder));
    return ok(rows.map((r) => ({ ...r, articleCount: Number(r.articleCount) })));
  });

  app.get(
    '/api/faq/list',
    {
      schema: {
        querystring: Type.Object({
          categoryId: Type.Optional(Id({ title: '분류' })),
          keyWord: Type.Optional(Text(FAQ_KEYWORD_MAX, { title: '검색어' })),
          page: Type.Optional(PageNo()),
          pageSize: Type.Optional(PageSize(10, 50)),
        }),
        response: { 200: Envelope(PageSchema(FaqSummarySchema)) },
      },
    },
    async (req) => {
      const page = req.query.page ?? 0;
      const size = req.query.pageSize ?? 10;
      // Players type several words ('플러스 통장'): an article matches when it has every one of them.
      // Spacing is free: a word is looked for in the text without its spaces ('성인인증' finds '성인 인증').
      const words = [...new Set((req.query.keyWord ?? '').split(/\s+/).filter(Boolean))].slice(0, FAQ_SEARCH_WORDS);
      const unspaced = sql`regexp_replace(${faqArticles.title} || ${answerOn(req.site.publisher)}, '\\s', '', 'g')`;
      const where = and(
        readableCategories(req.site.publisher),
        req.query.categoryId ? eq(faqArticles.categoryId, req.query.categoryId) : undefined,
        ...words.map((word) => ilike(unspaced, `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)),
      );
      const [total] = await db.select({ n: count() }).from(faqArticles).innerJoin(faqCategories, eq(faqCategories.id, faqArticles.categoryId)).where(where);
      const rows = await db
        .select({ id: faqArticles.id, categoryId: faqArticles.categoryId, categoryName: faqCategories.name, title: faqArticles.title })
        .from(faqArticles)
        .innerJoin(faqCategories, eq(faqCategories.id, faqArticles.categoryId))
        .where(where)
        .orderBy(asc(faqCategories.sortOrder), asc(faqArticles.sortOrder), asc(faqArticles.id))
        .limit(size)
        .offset(page * size);
      const n = Number(total?.n ?? 0);
      return ok({ content: rows, page, size, totalElements: n, totalPages: Math.ceil(n / size) });
    },
  );

  app.get(
    '/api/faq/detail/:id',
    { schema: { params: Type.Object({ id: Id({ title: '질문 번호' }) }), response: { 200: Envelope(FaqDetailSchema) } } },
    async (req) => {
      const [row] = await db
        .select({ a: faqArticles, content: answerOn(req.site.publisher), categoryName: faqCategories.name })
        .from(faqArticles)
        .innerJoin(faqCategories, eq(faqCategories.id, faqArticles.categoryId))
        .where(and(eq(faqArticles.id, req.params.id), readableCategories(req.site.publisher)))
        .limit(1);
      if (!row) throw notFound('FAQ를 찾을 수 없습니다.');
      return ok({ id: row.a.id, categoryId: row.a.categoryId, categoryName: row.categoryName, title: row.a.title, content: row.content, createdAt: row.a.createdAt.toISOString() });
    },
  );
}
