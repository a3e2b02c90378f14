import { describeRemoteAppContract } from '../../scripts/jest/remoteAppContract';
import { App } from './App';

describeRemoteAppContract('mfe-mobile', App, { path: '/mobile/guide/rule', title: '게임 규칙' }, { path: '/mobile/guide/strategy', title: '게임 전략' });
