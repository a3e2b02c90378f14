import type { PortalRoute } from '../routing/routes';
import { createRemoteLifecycles } from './lifecycles';
import { createAreaApp, lazyPage } from './RemoteRoutes';

const route = (path: string) => ({ path, owner: 'mfe_shop', layout: 'default', title: path }) as unknown as PortalRoute;
const Page = () => null;

describe('the prefetch of a page', () => {
  it('loads the chunk of the page a path opens, once it is asked, and nothing for a path of no page', async () => {
    const product = jest.fn(() => Promise.resolve({ default: Page }));
    const home = jest.fn(() => Promise.resolve({ default: Page }));
    const app = createAreaApp([route('/shop'), route('/product/:id?')], { '/shop': lazyPage(home), '/product/:id?': lazyPage(product) });
    expect(product).not.toHaveBeenCalled(); // lazy: nothing before it is asked
    app.preload('/product/12');
    expect(product).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
    app.preload('/nowhere');
    expect(home).not.toHaveBeenCalled();
    // through the lifecycles the shell loads (its prefetch of a hovered link)
    createRemoteLifecycles(app, 'mfe_shop').preload?.('/shop');
    expect(home).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails to load is said when the page opens, not here', async () => {
    const failing = lazyPage(() => Promise.reject(new Error('offline')));
    const app = createAreaApp([route('/shop')], { '/shop': failing });
    expect(() => app.preload('/shop')).not.toThrow();
    await new Promise((r) => setTimeout(r, 0)); // no unhandled rejection
  });
});
