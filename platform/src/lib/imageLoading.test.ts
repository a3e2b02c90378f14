import { imageLoading, LAZY_IMAGE } from './imageLoading';

describe('imageLoading', () => {
  it("the first row of the page's first grid loads at once, its first image first", () => {
    const grid = { firstOnPage: true, firstRow: 3 };
    expect(imageLoading(0, grid)).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(imageLoading(2, grid)).toEqual({ loading: 'eager' });
    expect(imageLoading(3, grid)).toBe(LAZY_IMAGE);
  });

  it('a grid further down the page is lazy from its first image', () => {
    expect(imageLoading(0, { firstOnPage: false, firstRow: 4 })).toBe(LAZY_IMAGE);
  });
});
