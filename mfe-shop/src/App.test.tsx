import { describeRemoteAppContract, installFakeApi } from '@hanpan/platform/testing';
import { App } from './App';
import { SHOP_ROUTES } from './routes';

// The pages ask the API for the catalogue: answer empty instead of going to the network.
const api = installFakeApi(() => ({ body: null }));
afterAll(() => api.restore());

describeRemoteAppContract('mfe-shop', App, SHOP_ROUTES, { path: '/shop/item', title: '기능성 아이템' }, { path: '/shop/money', title: '게임머니' });
