import { screen } from '@testing-library/react';
import type { ShopProduct } from '@hanpan/contracts';
import { renderShop } from '../../../test/renderShop';
import { ProductCard } from './ProductCard';
import { ProductGrid } from './ProductGrid';

const product = (n: number): ShopProduct => ({
  code: `E${3000 + n}`, kind: 'E', category: 'money', name: `상품 ${n}`, description: '', price: '1100', grantMoney: '100000000', grantEndorphin: '0', imageUrl: `/api/images/product/E${3000 + n}.svg`, best: false, subStore: null, avatarId: null,
});
const products = Array.from({ length: 6 }, (_, i) => product(i + 1));

const images = (label: string) => [...screen.getByRole('list', { name: label }).querySelectorAll('img')].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);

describe('ProductGrid', () => {
  it("loads the first row of the page's first grid at once (the first image first), every other image lazily", () => {
    renderShop(
      <>
        <ProductGrid products={products} label="BEST 상품" renderCard={(p) => <ProductCard product={p} onBuy={jest.fn()} />} firstOnPage />
        <ProductGrid products={products} label="기간 한정 상품" renderCard={(p) => <ProductCard product={p} onBuy={jest.fn()} />} />
      </>,
    );
    expect(images('BEST 상품')).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['eager', null],
      ['lazy', null],
      ['lazy', null],
    ]);
    expect(images('기간 한정 상품').every(([loading, priority]) => loading === 'lazy' && priority === null)).toBe(true);
  });

  it('a grid right under the page title is headed by an h2, so the cards\' h3 do not skip a level', () => {
    renderShop(<ProductGrid products={products} label="머니 상품" renderCard={(p) => <ProductCard product={p} onBuy={jest.fn()} />} heading />);
    const levels = [...document.querySelectorAll('h1, h2, h3, h4')].map((h) => h.tagName);
    expect(levels[0]).toBe('H2');
    expect(screen.getByRole('heading', { level: 2, name: '머니 상품' })).toBeTruthy();
    expect(levels.slice(1).every((l) => l === 'H3')).toBe(true);
  });
});
