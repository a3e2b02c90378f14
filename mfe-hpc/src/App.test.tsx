import type { ComponentProps } from 'react';
import { AreaProviders } from '@hanpan/platform';
import { createQueryWrapper, describeRemoteAppContract, installFakeApi } from '@hanpan/platform/testing';
import { App } from './App';
import { HPC_ROUTES } from './routes';
import { hpcAnswer } from './testing/hpcFixtures';

const api = installFakeApi((req) => hpcAnswer(req.url, req.method));
afterAll(() => api.restore());

// The lifecycles wrap the App in the platform providers; the contract renders the App itself.
function ProvidedApp(props: ComponentProps<typeof App>) {
  return (
    <AreaProviders client={createQueryWrapper().client}>
      <App {...props} />
    </AreaProviders>
  );
}

describeRemoteAppContract('mfe-hpc', ProvidedApp, HPC_ROUTES, { path: '/hpc/info', title: '대회 안내' }, { path: '/hpc/championship', title: '대회 일정' });
