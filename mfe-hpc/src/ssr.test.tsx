/** @jest-environment node */
// The server render of the history page draws the view of its address (tab, pages, nickname) with
// the data of that view, as the browser's first render will (no hydration mismatch).
import type { FrameApiResponse, RemotePageRequest } from '@hanpan/contracts';
import { matchPortalRoute } from '@hanpan/platform/routing';
import { HPC_ROUTES } from './routes';
import { hpcAnswer } from './testing/hpcFixtures';
import { renderRemotePage } from './ssr';

function request(url: string, asked: string[]): RemotePageRequest {
  return {
    url,
    publisher: 'hanpan',
    isMobileSite: false,
    pageInfo: matchPortalRoute(new URL(url, 'http://portal.invalid').pathname, HPC_ROUTES)!.route.pageInfo,
    store: { globalState: null, mainMembershipId: null, hpc: null },
    get: async (path): Promise<FrameApiResponse> => {
      asked.push(path);
      const { status = 200, body = null, message = '' } = hpcAnswer(path.split('?')[0], 'get');
      const ok = status < 400;
      return {
        status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ header: { isSuccessful: ok, resultCode: ok ? 0 : status, resultMessage: message }, body }),
      };
    },
  };
}

describe('server render of /hpc/history', () => {
  it('reads the view of the address and draws it', async () => {
    const asked: string[] = [];
    const result = await renderRemotePage(request('/hpc/history/3?endedPage=2&board=miracle-shield&page=2&nickname=abc', asked));
    expect(asked).toContain('/api/hpc/championships/ended?page=1&size=5');
    expect(asked).toContain('/api/hpc/rank/miracle-shield?championshipId=3&nickname=abc&page=1&size=20');
    expect(asked.filter((p) => p.startsWith('/api/hpc/rank/'))).toHaveLength(1);
    expect(result.html).toMatch(/aria-selected="true"[^>]*>미라클 실드</);
    expect(result.html).toMatch(/<input[^>]*value="abc"/);
    expect(result.html).toContain('플레이어001');
  });

  it('hostile values are the defaults, never a failed render', async () => {
    const asked: string[] = [];
    const result = await renderRemotePage(request(`/hpc/history/3?endedPage=-3&board=%3Cscript%3E&page=abc&nickname=${'x'.repeat(300)}`, asked));
    expect(asked).toContain('/api/hpc/championships/ended?page=0&size=5');
    expect(asked).toContain(`/api/hpc/rank/top100?championshipId=3&nickname=${'x'.repeat(20)}&page=0&size=20`);
    expect(result.html).toMatch(/aria-selected="true"[^>]*>TOP 100</);
    expect(result.html).not.toContain('<script');
  });
});
