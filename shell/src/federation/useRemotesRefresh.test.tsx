import { act, render } from '@testing-library/react';
import { useNavigate } from '@hanpan/platform';
import { MemoryRouter } from '@hanpan/platform/testing';
import { refreshRemotes } from './registry';
import { useRemotesRefresh } from './useRemotesRefresh';

jest.mock('./registry', () => ({ refreshRemotes: jest.fn(() => Promise.resolve({})) }));
const refreshed = refreshRemotes as jest.MockedFunction<typeof refreshRemotes>;

it('reads the manifest on the first page, on another page and on the open page clicked again — not on a step inside the page', () => {
  let navigate: ReturnType<typeof useNavigate> = () => undefined;
  function Page() {
    useRemotesRefresh();
    navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/hpc/history']}>
      <Page />
    </MemoryRouter>,
  );
  expect(refreshed).toHaveBeenCalledTimes(1);
  // a tab, a search and Back, all kept in the address
  act(() => void navigate('/hpc/history?board=miracle-shield'));
  act(() => void navigate('/hpc/history?board=miracle-shield&nickname=x'));
  act(() => void navigate(-1));
  expect(refreshed).toHaveBeenCalledTimes(1);
  // the same address again (the open page's link)
  act(() => void navigate('/hpc/history?board=miracle-shield'));
  expect(refreshed).toHaveBeenCalledTimes(2);
  // another page, with the same query
  act(() => void navigate('/hpc/media?board=miracle-shield'));
  expect(refreshed).toHaveBeenCalledTimes(3);
});
