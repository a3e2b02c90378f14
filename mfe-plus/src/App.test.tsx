import { describeRemoteAppContract } from '../../scripts/jest/remoteAppContract';
import { App } from './App';

describeRemoteAppContract('mfe-plus', App, { path: '/plus/me/benefit', title: '나의 혜택' }, { path: '/plus/me/payment', title: '결제 내역' });
