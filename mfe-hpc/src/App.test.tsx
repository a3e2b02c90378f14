import { describeRemoteAppContract } from '../../scripts/jest/remoteAppContract';
import { App } from './App';

describeRemoteAppContract('mfe-hpc', App, { path: '/hpc/media', title: '미디어' }, { path: '/hpc/info', title: '대회 안내' });
