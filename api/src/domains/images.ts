// Generated SVG images for catalogue entries (products, Plus products, banners, collection books):
// the demo's stand-in for the artwork a real catalogue links to.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ShopCategory } from '@hanpan/contracts';
import { eq } from 'drizzle-orm';
import { banners, collectionBooks, plusProducts, shopProducts } from '../db/schema/index.js';
import { notFound } from '../lib/errors.js';
import { esc } from '../lib/html.js';
import { textOutline } from '../lib/textOutline.js';

function hue(s: string): number {
  let h = 0;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

const gradient = (seed: string) => {
  const c = hue(seed);
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${c},70%,55%)"/><stop offset="1" stop-color="hsl(${(c + 40) % 360},70%,35%)"/></linearGradient></defs>`;
};

/**
 * A banner or collection-book card: the title is drawn in the picture (a banner's page has it only
 * as alt text), as outlines of the portal's font (./textOutline: no font lookup, no boxes).
 */
async function svgCard(label: string, sub: string, wide: boolean): Promise<string> {
  const w = wide ? 640 : 240;
  const h = wide ? 160 : 240;
  const line = (text: string, size: number, yPercent: number, weight: 'bold' | 'regular', fill: string) =>
    textOutline(text, { size, weight, centerX: w / 2, baseline: (h * yPercent) / 100, maxWidth: w - 32, fill });
  const title = await line(label, wide ? 30 : 22, wide ? 46 : 52, 'bold', '#fff');
  const subtitle = await line(sub, wide ? 18 : 14, wide ? 70 : 66, 'regular', 'rgba(255,255,255,.85)');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}">
${gradient(label + sub)}
<rect width="${w}" height="${h}" rx="16" fill="url(#g)"/>
${title}
${subtitle}</svg>`;
}

type ProductMotif = 'avatar' | 'coin' | 'box' | 'plus';

/** Shapes only, on a 240 × 240 card (drawn white, then the whole group faded: overlaps do not show). */
const MOTIFS: Record<ProductMotif, string> = {
  avatar: '<circle cx="120" cy="96" r="38"/><path d="M56 196c0-40 28-62 64-62s64 22 64 62z"/>',
  coin: '<circle cx="120" cy="120" r="64"/><circle cx="120" cy="120" r="46" fill="none" stroke="rgba(0,0,0,.18)" stroke-width="8"/>',
  box: '<rect x="64" y="104" width="112" height="80" rx="6"/><rect x="56" y="80" width="128" height="28" rx="6"/><rect x="112" y="80" width="16" height="104" fill="rgba(0,0,0,.18)"/>',
  plus: '<rect x="104" y="56" width="32" height="128" rx="10"/><rect x="56" y="104" width="128" height="32" rx="10"/>',
};

/**
 * A shop or Plus product's picture: shapes, no text. The pages show the name as text beside it (or
 * as its alt text), and an SVG <img> with Korean text makes the browser look for a Korean font on
 * the main thread once per picture (about 50 ms of style and layout on /shop at 4× CPU), or draw
 * boxes where there is none.
 */
function svgProduct(code: string, name: string, motif: ProductMotif): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${esc(name)}">
${gradient(name + code)}
<rect width="240" height="240" rx="16" fill="url(#g)"/>
<g fill="#fff" opacity=".9">${MOTIFS[motif]}</g></svg>`;
}

/** Avatars show a figure, money and endorphins a coin, the rest a gift box. */
function shopProductMotif(p: { kind: 'I' | 'A' | 'E'; category: ShopCategory }): ProductMotif {
  if (p.kind === 'A' || p.category === 'avatar') return 'avatar';
  return p.category === 'money' || p.category === 'endorphin' ? 'coin' : 'box';
}

export async function imageRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;
  app.get(
    '/api/images/:type/:file',
    {
      schema: {
        params: Type.Object({
          type: Type.Union([Type.Literal('product'), Type.Literal('plus'), Type.Literal('banner'), Type.Literal('book')], { title: '이미지 종류' }),
          file: Type.String({ pattern: '^[A-Za-z0-9]{1,20}\\.svg$', title: '이미지 파일' }),
        }),
      },
    },
    async (req, reply) => {
      const key = req.params.file.replace(/\.svg$/, '');
      let svg: string | undefined;
      const plusPicture = async () => {
        const [p] = await db.select().from(plusProducts).where(eq(plusProducts.code, key.toUpperCase())).limit(1);
        return p && svgProduct(p.code, p.name, 'plus');
      };
      if (req.params.type === 'product') {
        const [p] = await db.select().from(shopProducts).where(eq(shopProducts.code, key.toUpperCase())).limit(1);
        // an item in the inventory may be a Plus product (the gold item PI0001): the same picture as under plus/
        svg = p ? svgProduct(p.code, p.name, shopProductMotif(p)) : await plusPicture();
      } else if (req.params.type === 'plus') {
        svg = await plusPicture();
      } else if (/^[0-9]+$/.test(key)) {
        if (req.params.type === 'banner') {
          const [b] = await db.select().from(banners).where(eq(banners.id, Number(key))).limit(1);
          if (b) svg = await svgCard(b.title, '한판', true);
        } else {
          const [b] = await db.select().from(collectionBooks).where(eq(collectionBooks.id, Number(key))).limit(1);
          if (b) svg = await svgCard(b.name, '컬렉션북', false);
        }
      }
      if (!svg) throw notFound('이미지를 찾을 수 없습니다.');
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}
