import { act, render } from '@testing-library/react';
import { useLocation, useNavigate } from '@hanpan/platform';
import { MemoryRouter } from '@hanpan/platform/testing';
import { refreshRemotes } from './registry';
import { useRemotesRefresh } from './useRemotesRefresh';

jest.mock('./registry', () => ({ refreshRemotes: jest.fn(() => Promise.resolve({})) }));
const refreshed = refreshRemotes as jest.MockedFunction<typeof refreshRemotes>;

it('reads the manifest on the first page and on another page — not on a step inside the page', () => {
  let navigate: ReturnType<typeof useNavigate> = () => undefined;
  function Page() {
    useRemotesRefresh(useLocation().pathname);
    navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/hpc/history']}>
      <Page />
    </MemoryRouter>,
  );
  expect(refreshed).toHaveBeenCalledTimes(1);
  // a tab, a search and Back, all kept in the address; an anchor of the page
  act(() => void navigate('/hpc/history?board=miracle-shield'));
  act(() => void navigate('/hpc/history?board=miracle-shield&nickname=x'));
  act(() => void navigate(-1));
  act(() => void navigate('/hpc/history?board=miracle-shield#rules'));
  expect(refreshed).toHaveBeenCalledTimes(1);
  // another page, with the same query
  act(() => void navigate('/hpc/media?board=miracle-shield#rules'));
  expect(refreshed).toHaveBeenCalledTimes(2);
});
