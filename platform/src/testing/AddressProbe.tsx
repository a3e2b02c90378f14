// For component tests under a router: the address the component led to (`data-testid="address"`:
// pathname + search) and the browser's Back (a '뒤로' button), to check what a click wrote and
// whether it added a history entry.
import { useLocation, useNavigate } from '../platform/router';

export function AddressProbe() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{pathname + search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        뒤로
      </button>
    </>
  );
}
