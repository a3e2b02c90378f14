// Shell mount point: the one BrowserRouter of the page (its history is the single source of
// truth; remotes follow it through parcel props).
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@hanpan/platform';
import { RootProviders } from '@hanpan/platform';
import { App } from './App';
import { installPrefetch, refreshRemotes } from './federation';

void refreshRemotes({ force: true });
installPrefetch(document);

createRoot(document.getElementById('root')!).render(
  <RootProviders>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </RootProviders>,
);
