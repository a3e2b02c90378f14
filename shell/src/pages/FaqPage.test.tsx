import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AddressProbe, installFakeApi, MemoryRouter, type FakeApi } from '@hanpan/platform/testing';
import { AreaProviders, hanpanStore, useNavigate, type PortalRoute } from '@hanpan/platform';
import type { FaqSummary, Page } from '@hanpan/contracts';
import { FAQ_KEYWORD_MAX } from '@hanpan/contracts/search';
import { SHELL_ROUTES } from '../routes/shellRoutes';
import { FaqPage } from './FaqPage';

const ROUTE = SHELL_ROUTES.find((r) => r.path === '/faq') as PortalRoute;

const ARTICLES: FaqSummary[] = [
  { id: 1, categoryId: 1, categoryName: '플러스', title: '통장은 언제 쓸 수 있나요?' },
  { id: 2, categoryId: 1, categoryName: '플러스', title: '통장 사용 내역은 어디서 보나요?' },
  { id: 3, categoryId: 2, categoryName: '상점', title: '구매 한도는 어떻게 바꾸나요?' },
];

/** The browser's Forward, beside AddressProbe's 뒤로. */
function ForwardButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(1)}>
      앞으로
    </button>
  );
}

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi((req) => {
    if (req.url === '/api/faq/category') return { body: [{ id: 1, name: '플러스', articleCount: 2 }, { id: 2, name: '상점', articleCount: 1 }] };
    if (req.url === '/api/faq/list') {
      const { keyWord, categoryId, page: asked = 0 } = (req.params ?? {}) as { keyWord?: string; categoryId?: number; page?: number };
      const found = ARTICLES.filter((a) => (!keyWord || a.title.includes(keyWord)) && (!categoryId || a.categoryId === categoryId));
      // one page of them: a later page is empty, with the same totals
      const page: Page<FaqSummary> = { content: asked === 0 ? found : [], page: asked, size: 10, totalElements: found.length, totalPages: found.length ? 1 : 0 };
      return { body: page };
    }
    const detail = /^\/api\/faq\/detail\/(\d+)$/.exec(req.url ?? '');
    const article = detail && ARTICLES.find((a) => a.id === Number(detail[1]));
    if (article) return { body: { ...article, content: `${article.title}의 답변입니다.`, createdAt: '2026-11-30T15:00:00.000Z' } };
    return { status: 404 };
  });
});
afterEach(() => api.restore());

function renderFaq(url = '/faq') {
  return render(
    <AreaProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <FaqPage route={ROUTE} />
        <AddressProbe />
        <ForwardButton />
      </MemoryRouter>
    </AreaProviders>,
  );
}

const box = () => screen.getByRole('textbox', { name: '검색어' }) as HTMLInputElement;
/** The page's search status (the skeletons of a loading list are status regions too). */
const status = () => {
  const region = screen.getByTestId('faq-search-status');
  expect(region.getAttribute('role')).toBe('status');
  return region;
};
async function search(word: string) {
  fireEvent.change(box(), { target: { value: word } });
  fireEvent.click(screen.getByRole('button', { name: '검색' }));
}

describe('FaqPage search', () => {
  it('says the result count in a polite status region once the search has answered; the focus stays in the box', async () => {
    renderFaq();
    await screen.findByTestId('faq-list');
    // there from the start (a region added with its words is often not read), silent without a search
    expect(status().textContent).toBe('');
    box().focus();
    await search('통장');
    expect(screen.getByTestId('address').textContent).toBe('/faq?keyWord=%ED%86%B5%EC%9E%A5');
    // the previous list is still on screen while the search runs: nothing said yet
    expect(status().textContent).toBe('');
    await waitFor(() => expect(status().textContent).toBe("'통장' 검색 결과 2건"));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(document.activeElement).toBe(box());
  });

  it('says that nothing was found', async () => {
    renderFaq();
    await screen.findByTestId('faq-list');
    await search('zzzxxx');
    await waitFor(() => expect(status().textContent).toBe("'zzzxxx'에 대한 검색 결과가 없습니다."));
    expect(screen.getByText("'zzzxxx'에 대한 검색 결과가 없습니다.", { selector: ':not([role=status])' })).toBeTruthy();
  });

  it('an address past the last page says so and offers the last page (not a dead end that looks like no result)', async () => {
    renderFaq('/faq?keyWord=%ED%86%B5%EC%9E%A5&page=2');
    expect(await screen.findByText('이 페이지에는 질문이 없습니다. 질문은 1쪽까지 있습니다.')).toBeTruthy();
    expect(screen.queryByText("'통장'에 대한 검색 결과가 없습니다.", { selector: ':not([role=status])' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '마지막 페이지로' }));
    await screen.findByTestId('faq-list');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('address').textContent).toBe('/faq?keyWord=%ED%86%B5%EC%9E%A5');
  });

  it("an address's page that is not a page number ('2.5', 'abc') is the first page: no fraction asked of the API", async () => {
    renderFaq('/faq?page=2.5');
    await screen.findByTestId('faq-list');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(api.calls.filter((c) => c.url === '/api/faq/list').map((c) => (c.params as { page?: number }).page)).toEqual([0]);
  });

  it("an address's question number that is no number ('1.5') opens none: no refused detail with a 다시 시도 that cannot work (QA)", async () => {
    renderFaq('/faq?id=1.5');
    await screen.findByTestId('faq-list');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(api.calls.filter((c) => c.url?.startsWith('/api/faq/detail'))).toEqual([]);
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('a question an old link names that is gone (?id=99999) is said above the list, not as the whole page\'s 404 (QA); 닫기 takes it out of the address', async () => {
    renderFaq('/faq?id=99999');
    const opened = await screen.findByRole('region', { name: '선택한 질문' });
    await waitFor(() => expect(opened.textContent).toContain('찾으시는 질문이 없습니다.'));
    expect(hanpanStore.getState().global.errorPage).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/faq'));
    expect(screen.queryByRole('region', { name: '선택한 질문' })).toBeNull();
    // its 닫기 went with it: the list has the focus, not the top of the document (QA a11y)
    expect(document.activeElement).toBe(screen.getByRole('region', { name: '질문 목록' }));
  });

  it('the box and the status follow the keyWord of the address on Back and Forward', async () => {
    renderFaq('/faq?keyWord=%EA%B5%AC%EB%A7%A4');
    expect(box().value).toBe('구매');
    await waitFor(() => expect(status().textContent).toBe("'구매' 검색 결과 1건"));
    await search('통장');
    await waitFor(() => expect(status().textContent).toBe("'통장' 검색 결과 2건"));
    expect(box().value).toBe('통장');
    // a draft typed but not searched is replaced by what the address says after Back
    fireEvent.change(box(), { target: { value: '통장 사용' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '뒤로' }));
    });
    expect(screen.getByTestId('address').textContent).toBe('/faq?keyWord=%EA%B5%AC%EB%A7%A4');
    expect(box().value).toBe('구매');
    await waitFor(() => expect(status().textContent).toBe("'구매' 검색 결과 1건"));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '앞으로' }));
    });
    expect(screen.getByTestId('address').textContent).toBe('/faq?keyWord=%ED%86%B5%EC%9E%A5');
    expect(box().value).toBe('통장');
    await waitFor(() => expect(status().textContent).toBe("'통장' 검색 결과 2건"));
  });

  it('searched in one category and nothing found: 전체 분류에서 찾기 searches every category', async () => {
    renderFaq('/faq?categoryId=2');
    await screen.findByTestId('faq-list');
    await search('통장');
    await waitFor(() => expect(status().textContent).toBe("'통장'에 대한 검색 결과가 없습니다."));
    fireEvent.click(screen.getByRole('button', { name: '전체 분류에서 찾기' }));
    expect(screen.getByTestId('address').textContent).toBe('/faq?keyWord=%ED%86%B5%EC%9E%A5');
    await waitFor(() => expect(status().textContent).toBe("'통장' 검색 결과 2건"));
  });

  it('the list being replaced is marked busy (and dimmed) and out of the Tab order until the next one answers', async () => {
    renderFaq();
    await screen.findByTestId('faq-list');
    const card = screen.getByRole('region', { name: '질문 목록' });
    expect(card.getAttribute('aria-busy')).toBeNull();
    expect(screen.getByTestId('faq-list').hasAttribute('inert')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '상점 (1)' }));
    expect(card.getAttribute('aria-busy')).toBe('true');
    // (a question focused now would be taken away with the old list, the focus falling to the page's start)
    expect(screen.getByTestId('faq-list').hasAttribute('inert')).toBe(true);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(card.getAttribute('aria-busy')).toBeNull();
    expect(screen.getByTestId('faq-list').hasAttribute('inert')).toBe(false);
  });

  it('a link to a question on another page of the list (?id=) opens it above the list, with its title', async () => {
    renderFaq('/faq?categoryId=1&id=3');
    await screen.findByTestId('faq-list');
    const opened = await screen.findByRole('region', { name: '선택한 질문' });
    expect(opened.querySelector('h2')?.textContent).toBe('구매 한도는 어떻게 바꾸나요?');
    expect(opened.textContent).toContain('구매 한도는 어떻게 바꾸나요?의 답변입니다.');
    // one in the list opens in place, not above it
    fireEvent.click(screen.getByRole('button', { name: /통장은 언제/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '선택한 질문' })).toBeNull());
    expect(await screen.findByTestId('faq-detail')).toBeTruthy();
  });

  it('no keyword in the address: the box is empty and nothing is said', async () => {
    renderFaq('/faq?categoryId=2');
    await screen.findByTestId('faq-list');
    expect(box().value).toBe('');
    expect(status().textContent).toBe('');
  });

  it('a category that is not one of them (?categoryId=99) is 전체, as a malformed one is: the whole list, never asked with it', async () => {
    for (const url of ['/faq?categoryId=99', '/faq?categoryId=abc']) {
      api.calls.length = 0;
      const view = renderFaq(url);
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
      expect(screen.getByRole('button', { name: '전체' }).getAttribute('aria-pressed')).toBe('true');
      expect(screen.getByRole('button', { name: '플러스 (2)' }).getAttribute('aria-pressed')).toBe('false');
      const listCalls = api.calls.filter((c) => c.url === '/api/faq/list');
      expect(listCalls).toHaveLength(1);
      expect((listCalls[0]!.params as { categoryId?: number }).categoryId).toBeUndefined();
      view.unmount();
    }
  });

  it('a known category in the address is asked for and pressed', async () => {
    renderFaq('/faq?categoryId=2');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('button', { name: '상점 (1)' }).getAttribute('aria-pressed')).toBe('true');
    expect(api.calls.filter((c) => c.url === '/api/faq/list').map((c) => (c.params as { categoryId?: number }).categoryId)).toEqual([2]);
  });

  it("a keyWord in the address longer than the API takes is cut to it (FAQ_KEYWORD_MAX): results show, the box holds the same word", async () => {
    renderFaq(`/faq?keyWord=${'통장'.repeat(30)}`);
    await screen.findByRole('region', { name: '질문 목록' });
    await waitFor(() => expect(api.calls.some((c) => c.url === '/api/faq/list')).toBe(true));
    const asked = api.calls.filter((c) => c.url === '/api/faq/list').map((c) => (c.params as { keyWord?: string }).keyWord);
    expect(asked).toEqual(['통장'.repeat(25)]);
    expect(asked[0]).toHaveLength(FAQ_KEYWORD_MAX);
    expect(box().value).toBe('통장'.repeat(25));
    expect(box().maxLength).toBe(FAQ_KEYWORD_MAX);
  });
});
