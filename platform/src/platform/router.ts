// The router API the shell and the remotes use, re-exported from the shared singleton: the
// router is downloaded once per page inside @hanpan/platform and tree-shaken to these names
// (a shared react-router-dom singleton would ship the whole library). Import router APIs from
// '@hanpan/platform', never from 'react-router-dom' (a second copy would have its own contexts).
export {
  BrowserRouter,
  Link,
  NavLink,
  Route,
  Router,
  Routes,
  createPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router-dom';
export type { Location, Navigator, To } from 'react-router-dom';
