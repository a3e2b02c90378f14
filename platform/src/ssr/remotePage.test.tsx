/** @jest-environment node */
// A remote's first screen on the server: its page reads the API in process as the visitor, shows
// the member the page was rendered for, and hands back its styles and the data it read.
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { FrameApiResponse, FrameStore, GlobalState, RemotePageRequest } from '@hanpan/contracts';
import { apiClient } from '../api/client';
import type { RemoteProps } from '../platform/remote-props';
import { REMOTE_SSR_ROOT_ATTR, REMOTE_SSR_STYLES_ATTR } from '../platform/remoteSsr';
import { hanpanStore, useHanpanStore } from '../store/hanpanStore';
import { useNotFoundPage } from '../store/useNotFoundPage';
import { createRemotePageRenderer } from './remotePage';
import { answerReadsWith } from './serverRender';

const Price = styled.strong`
  color: rgb(1, 2, 3);
`;

function AreaPage({ location, pageInfo }: RemoteProps) {
  const nickname = useHanpanStore((s) => s.member.nickname);
  const price = useQuery({ queryKey: ['test', 'price', location.pathname], queryFn: () => apiClient.get<{ won: string }>(`/api/test/price?path=${location.pathname}`) });
  return (
    <section>
      <h1>{pageInfo.title}</h1>
      <p>{nickname ? `${nickname}님` : '손님'}</p>
      <Price>{price.data ? `${price.data.won}원` : '불러오는 중'}</Price>
    </section>
  );
}

const envelope = (body: unknown): FrameApiResponse => ({
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ header: { isSuccessful: true, resultCode: 0, resultMessage: '' }, body }),
});

const memberStore = (nickname: string): FrameStore => ({
  globalState: { publisher: 'hanpan', site: 'pc', member: { memberNo: '7', nickname } } as unknown as GlobalState,
  mainMembershipId: null,
  hpc: null,
});

const request = (store: FrameStore, get: RemotePageRequest['get']): RemotePageRequest => ({
  url: '/plus/shop?tab=1',
  publisher: 'hanpan',
  isMobileSite: false,
  pageInfo: { path: '/plus/shop', parentPath: '/plus', title: '플러스 상점', subTitle: '', name: 'plus-shop', type: 'pc' },
  store,
  get,
});

describe('createRemotePageRenderer', () => {
  const { renderRemotePage } = createRemotePageRenderer(AreaPage, 'mfe_plus');

  it("renders the page with the API's answer, the member and the route, under the server-markup root", async () => {
    const asked: string[] = [];
    const result = await renderRemotePage(
      request(memberStore('한판왕'), async (path) => {
        asked.push(path);
        return envelope({ won: '9,900' });
      }),
    );
    expect(asked).toEqual(['/api/test/price?path=/plus/shop']);
    expect(result.html).toContain(`${REMOTE_SSR_ROOT_ATTR}="mfe_plus"`);
    expect(result.html).not.toContain('data-remote-root');
    expect(result.html).toContain('플러스 상점');
    expect(result.html).toContain('한판왕님');
    expect(result.html).toContain('9,900원');
    // its own styles, marked so the browser's styled-components sheet does not adopt them
    expect(result.styles).toContain(`<style ${REMOTE_SSR_STYLES_ATTR}="mfe_plus">`);
    expect(result.styles).toContain('rgb(1, 2, 3)');
    expect(result.styles).not.toMatch(/<style[^>]*data-styled/);
    const queries = result.queries as Array<{ queryKey: unknown[]; state: { data: unknown } }>;
    expect(queries.map((q) => q.queryKey)).toEqual([['test', 'price', '/plus/shop']]);
    expect(queries[0].state.data).toEqual({ won: '9,900' });
    // the page singletons are reset for the next render
    expect(hanpanStore.getState().member.nickname).toBeFalsy();
  });

  it('a read answered 404 (a product that does not exist): the render says so, and the next one starts clean', async () => {
    const missing = await renderRemotePage(
      request(memberStore('한판왕'), async () => ({
        status: 404,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ header: { isSuccessful: false, resultCode: 404, resultMessage: '상품을 찾을 수 없습니다.' }, body: null }),
      })),
    );
    expect(missing.errorStatus).toBe(404);
    const found = await renderRemotePage(request(memberStore('한판왕'), async () => envelope({ won: '9,900' })));
    expect(found.errorStatus).toBeUndefined();
    expect(found.html).toContain('9,900원');
  });

  it('a page that finds its own address invalid (useNotFoundPage) makes the render a 404 without an effect', async () => {
    function IdPage({ location }: RemoteProps) {
      const invalid = !/^\/items\/[0-9]+$/.test(location.pathname);
      useNotFoundPage(invalid);
      return invalid ? null : <p>상품</p>;
    }
    const { renderRemotePage: renderIdPage } = createRemotePageRenderer(IdPage, 'mfe_shop');
    const invalid = await renderIdPage({ ...request(memberStore('한판왕'), async () => envelope({})), url: '/items/!!' });
    expect(invalid.errorStatus).toBe(404);
    const valid = await renderIdPage({ ...request(memberStore('한판왕'), async () => envelope({})), url: '/items/12' });
    expect(valid.errorStatus).toBeUndefined();
    expect(valid.html).toContain('상품');
  });

  it('two visitors at once never see each other (one render at a time)', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const first = renderRemotePage(
      request(memberStore('첫째'), async () => {
        await slow;
        return envelope({ won: '1' });
      }),
    );
    const second = renderRemotePage(request({ globalState: null, mainMembershipId: null, hpc: null }, async () => envelope({ won: '2' })));
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(a.html).toContain('첫째님');
    expect(a.html).toContain('1원');
    expect(b.html).toContain('손님');
    expect(b.html).toContain('2원');
    expect(b.html).not.toContain('첫째');
  });

  it('a failed read is not tried again and leaves the loading text (the browser fetches it)', async () => {
    let asked = 0;
    const started = Date.now();
    const failed = await renderRemotePage(
      request(memberStore('한판왕'), async () => {
        asked += 1;
        return { status: 503, headers: {}, body: '' };
      }),
    );
    expect(asked).toBe(1);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(failed.html).toContain('불러오는 중');
  });
});

describe('answerReadsWith', () => {
  it('answers reads in process, refuses writes without asking, and restores the transport', async () => {
    const before = apiClient.adapter;
    const asked: string[] = [];
    const restore = answerReadsWith(async (path) => {
      asked.push(path);
      return envelope({ won: '3' });
    });
    try {
      await expect(apiClient.get('/api/test/price', { params: { a: '1' } })).resolves.toEqual({ won: '3' });
      // as axios sends them: unset values left out, an array as repeated keys
      await apiClient.get('/api/test/list', { params: { id: undefined, page: null, code: ['A', 'B'], size: 20 } });
      await expect(apiClient.post('/api/test/buy', {})).rejects.toBeDefined();
      expect(asked).toEqual(['/api/test/price?a=1', '/api/test/list?code=A&code=B&size=20']);
    } finally {
      restore();
    }
    expect(apiClient.adapter).toBe(before);
  });
});
