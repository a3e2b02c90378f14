// A payment window that closes without its result page having said anything (QA: the answer to
// 결제 was lost — the server had charged, the window showed the browser's error page, and the page
// behind kept the old money and limit, inviting a second payment). When it closes, the member's
// figures are read again; a payment made meanwhile (the remaining purchase limit went down) is said.
// A result page that loaded announces itself on the balance channel: then nothing more is done here.
import { groupDigits } from '@hanpan/contracts/amounts';
import { hanpanStore, memberKey, personalZoneQuery, queryClient, selectQueryMemberNo, subscribeBalanceChange } from '@hanpan/platform';

const POLL_MS = 500;
/** A window left open longer is the player's: nothing is watched after this. */
const WATCH_MS = 30 * 60_000;

export function watchPaymentWindow(payment: Window | null, client = queryClient, store = hanpanStore): void {
  const memberNo = selectQueryMemberNo(store.getState());
  if (!payment || !memberNo) return;
  const zone = { ...personalZoneQuery(memberNo), staleTime: 0 };
  const read = () => client.fetchQuery(zone).catch(() => null);
  const before = read();
  let answered = false;
  const stop = subscribeBalanceChange(() => (answered = true));
  const until = Date.now() + WATCH_MS;
  const timer = setInterval(() => {
    if (!payment.closed && Date.now() < until) return;
    clearInterval(timer);
    stop();
    if (answered || !payment.closed) return;
    void (async () => {
      const was = await before;
      const now = await read(); // (the personal zone on screen redraws from this answer)
      // every other figure of the member's, read again where shown
      const zoneKey = JSON.stringify(zone.queryKey);
      void client.invalidateQueries({ queryKey: memberKey(memberNo), predicate: (q) => JSON.stringify(q.queryKey) !== zoneKey });
      const paid = was && now ? BigInt(was.currency.limitAmount) - BigInt(now.currency.limitAmount) : 0n;
      if (paid > 0n) {
        await store.getState().alert({
          header: '결제 결과 확인',
          body: `결제 창이 결과를 보여 주지 못했지만 결제는 처리되었습니다(구매 한도 ${groupDigits(paid)}원 사용). 화면을 지금 상태로 다시 불러왔으니, 같은 결제를 다시 하기 전에 확인해 주세요.`,
        });
      }
    })();
  }, POLL_MS);
}
