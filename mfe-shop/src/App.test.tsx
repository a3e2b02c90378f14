import { describeRemoteAppContract } from '../../scripts/jest/remoteAppContract';
import { App } from './App';

describeRemoteAppContract('mfe-shop', App, { path: '/shop/item', title: '기능성 아이템' }, { path: '/shop/money', title: '머니' });
