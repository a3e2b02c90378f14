/** @jest-environment node */
// The server render of the history page draws the view of its address (tab, pages, nickname) with
// the data of that view, as the browser's first render will (no hydration mismatch).
import { remotePageRequest } from '@hanpan/platform/testing';
import { HPC_ROUTES } from './routes';
import { hpcAnswer } from './testing/hpcFixtures';
import { renderRemotePage } from './ssr';

const request = (url: string, asked: string[]) => remotePageRequest(url, HPC_ROUTES, (path) => hpcAnswer(path.split('?')[0], 'get'), asked);

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
