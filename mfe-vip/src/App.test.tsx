import { describeRemoteAppContract } from '../../scripts/jest/remoteAppContract';
import { App } from './App';

describeRemoteAppContract('mfe-vip', App, { path: '/vip/lounge', title: 'VIP 라운지' }, { path: '/vip/guide', title: 'VIP 안내' });
