/** @jest-environment node */
// The server render of a Plus page: what only the browser can know is not said on the server.
import { remotePageRequest } from '@hanpan/platform/testing';
import { PLUS_ROUTES } from './routes';
import { ZPLUS_MEMBER } from './test/plusFixtures';
import { renderRemotePage } from './ssr';

const request = (url: string) =>
  remotePageRequest(url, PLUS_ROUTES, (path) => ({ body: path.startsWith('/api/membership/me') ? ZPLUS_MEMBER : null }));

it('the payment result page: the sandbox’s word is in the browser, so the server says the result is being checked, not "closed"', async () => {
  const { html } = await renderRemotePage(request('/popup/plus/result?kind=join'));
  expect(html).toContain('data-testid="payment-result"');
  expect(html).toContain('결과를 확인하고 있습니다.');
  expect(html).toContain('data-outcome="checking"');
  expect(html).not.toContain('닫았습니다');
});
