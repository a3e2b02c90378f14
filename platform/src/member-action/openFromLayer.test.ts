import { openFromLayer } from './openFromLayer';

describe('openFromLayer', () => {
  it('closes the layer over the window it opened', () => {
    const resolve = jest.fn();
    openFromLayer(() => ({}) as Window, resolve)();
    expect(resolve).toHaveBeenCalledWith(true);
  });

  it('leaves the layer open when the popup was blocked and this window goes there (closing it would go Back instead)', () => {
    const resolve = jest.fn();
    openFromLayer(() => null, resolve)();
    expect(resolve).not.toHaveBeenCalled();
  });
});
