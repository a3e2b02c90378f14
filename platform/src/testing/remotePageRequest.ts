// The request the shell's server gives a remote's `renderRemotePage` (SPEC §7 frame), for the
// remotes' server-render tests: a guest on the portal, the page's route resolved from `routes`,
// and every API read answered by `answer` in the envelope (failures with their message).
import type { FrameApiResponse, RemotePageRequest } from '@hanpan/contracts';
import { matchPortalRoute, type PortalRoute } from '../routing/routes';
import type { FakeAnswer } from './fakeApi';

export function remotePageRequest(
  url: string,
  routes: readonly PortalRoute[],
  answer: (path: string) => FakeAnswer,
  /** every path read, in order */
  asked: string[] = [],
): RemotePageRequest {
  const match = matchPortalRoute(new URL(url, 'http://portal.invalid').pathname, routes);
  if (!match) throw new Error(`no route of these routes matches ${url}`);
  return {
    url,
    publisher: 'hanpan',
    isMobileSite: false,
    pageInfo: match.route.pageInfo,
    store: { globalState: null, mainMembershipId: null, hpc: null },
    get: async (path): Promise<FrameApiResponse> => {
      asked.push(path);
      const { status = 200, body = null, message = '실패' } = answer(path);
      const ok = status < 400;
      return {
        status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ header: { isSuccessful: ok, resultCode: ok ? 0 : status, resultMessage: ok ? '' : message }, body }),
      };
    },
  };
}
