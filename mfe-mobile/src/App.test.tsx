import { describeRemoteAppContract } from '@hanpan/platform/testing';
import { App } from './App';
import { MOBILE_ROUTES } from './routes';

describeRemoteAppContract('mfe-mobile', App, MOBILE_ROUTES, { path: '/mobile/guide/rule', title: '게임 규칙' }, { path: '/mobile/guide/strategy', title: '게임 전략' });
