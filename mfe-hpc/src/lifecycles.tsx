// Exposed as `mfe_hpc/lifecycles`: the shell mounts it as a single-spa-react parcel.
import { createRemoteLifecycles } from '@hanpan/platform';
import { App } from './App';

const lifecycles = createRemoteLifecycles(App, 'mfe_hpc', process.env.BUILD_ID);
export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
