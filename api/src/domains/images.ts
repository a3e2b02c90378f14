// Generated SVG images for catalogue entries (products, Plus products, banners, collection books).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { eq } from 'drizzle-orm';
import { banners, collectionBooks, plusProducts, shopProducts } from '../db/schema/index.js';
import { notFound } from '../lib/errors.js';
import { esc } from '../lib/html.js';

function hue(s: string): number {
  let h = 0;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

export function svgCard(label: string, sub: string, wide: boolean): string {
  const w = wide ? 640 : 240;
  const h = wide ? 160 : 240;
  const c = hue(label + sub);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${c},70%,55%)"/><stop offset="1" stop-color="hsl(${(c + 40) % 360},70%,35%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" rx="16" fill="url(#g)"/>
<text x="50%" y="${wide ? 46 : 52}%" text-anchor="middle" font-family="Pretendard,'Malgun Gothic',sans-serif" font-size="${wide ? 30 : 22}" font-weight="700" fill="#fff">${esc(label)}</text>
<text x="50%" y="${wide ? 70 : 66}%" text-anchor="middle" font-family="Pretendard,'Malgun Gothic',sans-serif" font-size="${wide ? 18 : 14}" fill="rgba(255,255,255,.85)">${esc(sub)}</text></svg>`;
}

export async function imageRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;
  app.get(
    '/api/images/:type/:file',
    {
      schema: {
        params: Type.Object({
          type: Type.Union([Type.Literal('product'), Type.Literal('plus'), Type.Literal('banner'), Type.Literal('book')]),
          file: Type.String({ pattern: '^[A-Za-z0-9]{1,20}\\.svg$' }),
        }),
      },
    },
    async (req, reply) => {
      const key = req.params.file.replace(/\.svg$/, '');
      let label: string | undefined;
      let sub = '';
      if (req.params.type === 'product') {
        const [p] = await db.select().from(shopProducts).where(eq(shopProducts.code, key.toUpperCase())).limit(1);
        label = p?.name;
        sub = p ? `${p.code} · 한판 상점` : '';
      } else if (req.params.type === 'plus') {
        const [p] = await db.select().from(plusProducts).where(eq(plusProducts.code, key.toUpperCase())).limit(1);
        label = p?.name;
        sub = p ? `${p.code} · Plus` : '';
      } else if (/^[0-9]+$/.test(key)) {
        if (req.params.type === 'banner') {
          const [b] = await db.select().from(banners).where(eq(banners.id, Number(key))).limit(1);
          label = b?.title;
          sub = '한판';
        } else {
          const [b] = await db.select().from(collectionBooks).where(eq(collectionBooks.id, Number(key))).limit(1);
          label = b?.name;
          sub = '컬렉션 북';
        }
      }
      if (!label) throw notFound('이미지를 찾을 수 없습니다.');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svgCard(label, sub, req.params.type === 'banner'));
    },
  );
}
