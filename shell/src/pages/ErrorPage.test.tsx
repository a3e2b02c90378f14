import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@hanpan/platform/testing';
import { AreaProviders, ERROR_PAGES } from '@hanpan/platform';
import { ErrorPage } from './ErrorPage';

const renderAt = (path: string, status: 403 | 404 | 500 | 999) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ErrorPage status={status} />
    </MemoryRouter>,
  );

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  document.title = '한판 홈 | 한판';
});
afterEach(() => scrollTo.mockRestore());

describe('ErrorPage', () => {
  it('shown in place of a page (the casino refusal on the home page): its own title, from the top, Korean only', () => {
    renderAt('/', 403);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('성인 인증이 필요합니다');
    expect(document.title).toBe('성인 인증이 필요합니다 | 한판');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('link', { name: '한판 홈으로' }).getAttribute('href')).toBe('/');
    // the way out of the refusal: 성인 인증, then back here at the casino
    expect(screen.getByRole('link', { name: '성인 인증하기' }).getAttribute('href')).toBe('/idp/adult-verification?returnUrl=%2F%23casino-title');
  });

  it('every status reads in Korean (the SPEC status messages stay the error state’s message)', () => {
    for (const info of Object.values(ERROR_PAGES)) expect(`${info.title} ${info.subTitle}`).not.toMatch(/[A-Za-z]/);
    renderAt('/nope', 404);
    screen.getByText(ERROR_PAGES[404].subTitle);
    expect(screen.queryByRole('link', { name: '성인 인증하기' })).toBeNull();
    expect(screen.queryByText('This page could not be found')).toBeNull();
  });

  it("the service error of a proxy's HTML answer offers 다시 시도: the page again, in place (QA: a popup's form had only 닫기)", () => {
    const onRetry = jest.fn();
    render(
      <AreaProviders>
        <MemoryRouter initialEntries={['/popup/transfer']}>
          <ErrorPage status={999} onRetry={onRetry} />
        </MemoryRouter>
      </AreaProviders>,
    );
    screen.getByRole('button', { name: '다시 시도' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
    renderAt('/nope', 404);
    expect(screen.getAllByRole('button', { name: '다시 시도' })).toHaveLength(1);
  });

  it('in a popup window there is no link to the portal home (the window has its own 닫기)', () => {
    renderAt('/popup/collectionbook', 404);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('페이지를 찾을 수 없습니다');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
