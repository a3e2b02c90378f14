import type { RemoteProps } from '@hanpan/platform';
import { AreaProviders } from '@hanpan/platform';
import { createQueryWrapper, describeRemoteAppContract, installFakeApi } from '@hanpan/platform/testing';
import { App } from './App';
import { PLUS_ROUTES } from './routes';

// The parcel gets the shared providers from its lifecycles (RootProviders); here a test client,
// and an API that answers every call with an empty body.
const api = installFakeApi(() => ({ body: null }));
afterAll(() => api.restore());

function ProvidedApp(props: RemoteProps) {
  return (
    <AreaProviders client={createQueryWrapper().client}>
      <App {...props} />
    </AreaProviders>
  );
}

describeRemoteAppContract('mfe-plus', ProvidedApp, PLUS_ROUTES, { path: '/plus/me/benefit', title: '나의 혜택' }, { path: '/plus/me/payment', title: '결제 내역' });
