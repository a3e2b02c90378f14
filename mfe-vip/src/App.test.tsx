import type { RemoteProps } from '@hanpan/platform';
import { AreaProviders } from '@hanpan/platform';
import { describeRemoteAppContract, installFakeApi } from '@hanpan/platform/testing';
import { App } from './App';
import { VIP_ROUTES } from './routes';

// The parcel mounts App inside the shared providers (createRemoteLifecycles); so does the test.
function MountedApp(props: RemoteProps) {
  return (
    <AreaProviders>
      <App {...props} />
    </AreaProviders>
  );
}

const api = installFakeApi(() => ({ status: 503, message: '점검 중' }));
afterAll(() => api.restore());

describeRemoteAppContract('mfe-vip', MountedApp, VIP_ROUTES, { path: '/vip/lounge', title: 'VIP 라운지' }, { path: '/vip/guide', title: 'VIP 안내' });
