// Renders with the platform providers (theme, QueryClient without retries) like the lifecycles do.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AreaProviders } from '@hanpan/platform';
import { createQueryWrapper } from '@hanpan/platform/testing';

export function renderHpc(ui: ReactElement) {
  const { client } = createQueryWrapper();
  return { ...render(<AreaProviders client={client}>{ui}</AreaProviders>), client };
}
