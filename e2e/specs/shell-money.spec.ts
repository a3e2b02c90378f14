// Money and mileage both ways, coupons and memos, as players meet them: vplus looks zplus up and
// allows zplus to ask for money, zplus asks and both balances and histories change; a mileage gift
// arrives; a memo opened from the personal zone is marked read and the unread count drops without
// a reload; the memo box turns its pages.
// Accounts: copies of vplus/zplus and friend-a/friend-b made for each test (members.ts memberLike),
// so a second run against the same portal starts from the same state; the demo 'vip' only read.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { maskNickname } from '@hanpan/contracts/korean';
import { koreaParts } from '@hanpan/contracts/korea-time';
import { apiFromPage, loginThroughIdp, parseKoreanMoney, PORTAL_LOAD_MS } from '../support/journey-session';
import { demoAccount, memberLike } from '../support/members';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { hydrationComplaints } from '../support/portal';

async function memberPage(browser: Browser, loginId: string, nextUrl: string): Promise<{ page: Page; memberNo: number; nickname: string }> {
  const page = await (await browser.newContext({ locale: 'ko-KR' })).newPage();
  await loginThroughIdp(page, await memberLike(page, loginId), nextUrl);
  const state = await apiFromPage<{ member: { memberNo: number; nickname: string } }>(page, 'GET', '/api/contents/members/global-state');
  expect(state.status).toBe(200);
  return { page, memberNo: state.body.member.memberNo, nickname: state.body.member.nickname };
}

const moneyShown = async (page: Page) => parseKoreanMoney(await page.getByTestId('transfer-money').innerText());

test.describe('shell: money and mileage both ways', { tag: ['@shell'] }, () => {
  test('vplus allows zplus to ask; zplus asks vplus for 2억; both balances and histories change', async ({ browser }) => {
    const v = await memberPage(browser, 'vplus', '/popup/transfer');
    const z = await memberPage(browser, 'zplus', '/popup/transfer');

    // 1. vplus: 받기 허용 설정 → look zplus's member number up (an unknown one is refused by the
    // field, nothing to confirm), then allow it: the confirm names the masked nickname
    await expect(v.page.getByTestId('transfer-money')).toContainText('억', { timeout: PORTAL_LOAD_MS });
    const vBefore = await moneyShown(v.page);
    await v.page.getByRole('tab', { name: '받기 허용 설정' }).click();
    const allow = v.page.getByTestId('transfer-allow');
    await allow.getByLabel('허용할 회원번호').fill('10000001'); // no member has this number (seeded members start at 10000101, new ones at 20000001)
    await allow.getByRole('button', { name: '회원 확인' }).click();
    await expect(allow.getByTestId('recipient-error')).toHaveText('회원번호를 다시 확인해 주세요.');
    await expect(allow.getByRole('button', { name: '허용하기' })).toBeDisabled();
    await allow.getByLabel('허용할 회원번호').fill(String(z.memberNo));
    await expect(allow.getByRole('button', { name: '허용하기' })).toBeDisabled();
    await allow.getByRole('button', { name: '회원 확인' }).click();
    await expect(allow.getByTestId('recipient')).toHaveText(`허용할 회원: ${maskNickname(z.nickname)} (회원번호 ${z.memberNo})`);
    await allow.getByRole('button', { name: '허용하기' }).click();
    const confirmAllow = v.page.getByRole('alertdialog');
    await expect(confirmAllow).toContainText(`${maskNickname(z.nickname)}(${z.memberNo})님이 내 머니를 받아 갈 수 있게 허용하시겠습니까?`);
    await confirmAllow.getByRole('button', { name: '허용하기' }).click();
    await expect(allow.getByRole('button', { name: `${z.nickname}님 허용 해제` })).toBeVisible();

    // 2. zplus: 받기 요청 → vplus is offered (it allows zplus) → ask for 2억
    await expect(z.page.getByTestId('transfer-money')).toContainText('조', { timeout: PORTAL_LOAD_MS });
    await z.page.reload(); // the status was read before vplus allowed
    await expect(z.page.getByTestId('transfer-money')).toContainText('조', { timeout: PORTAL_LOAD_MS });
    const zBefore = await moneyShown(z.page);
    await z.page.getByRole('tab', { name: '받기 요청' }).click();
    const receive = z.page.getByTestId('transfer-receive');
    // a number that does not allow zplus (here: no member at all) is refused before any confirm:
    // said under the field, which 받기 sends the focus back to (not the same words in a dialog)
    await receive.getByLabel('요청할 회원번호').fill('10000001');
    await receive.getByLabel('받을 금액').fill('100000000');
    await receive.getByRole('button', { name: '받기' }).click();
    await expect(receive.getByRole('alert')).toContainText('나에게 머니 받기를 허용한 회원이 아닙니다.');
    await expect(receive.getByLabel('요청할 회원번호')).toBeFocused();
    await expect(z.page.getByRole('alertdialog')).toHaveCount(0);
    await receive.getByRole('button', { name: `${v.nickname}님 선택` }).click();
    await expect(receive.getByLabel('요청할 회원번호')).toHaveValue(String(v.memberNo));
    await expect(receive.getByTestId('receive-from')).toHaveText(`요청할 회원: ${v.nickname} (회원번호 ${v.memberNo})`);
    await receive.getByLabel('받을 금액').fill('200000000');
    await expect(receive.getByText('2억을 받습니다.')).toBeVisible();
    await receive.getByRole('button', { name: '받기' }).click();
    const confirm = z.page.getByRole('alertdialog');
    await expect(confirm).toContainText(`${v.nickname}(${v.memberNo})님에게서 2억을 받으시겠습니까?`);
    await confirm.getByRole('button', { name: '받기' }).click();
    const done = z.page.getByRole('alertdialog');
    await expect(done).toContainText(`${v.nickname}님에게서 2억을 받았습니다.`);
    await done.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => moneyShown(z.page)).toBe(zBefore + 200_000_000n);
    const zHistory = z.page.getByRole('table', { name: '머니 전송 내역' });
    await expect(zHistory.getByRole('row').nth(1)).toContainText('받음 (내 요청)');
    await expect(zHistory.getByRole('row').nth(1)).toContainText(`${v.nickname} (${v.memberNo})`);
    await expect(zHistory.getByRole('row').nth(1)).toContainText('+2억');

    // 3. vplus: the money left, the history says zplus asked
    await v.page.reload();
    await expect.poll(() => moneyShown(v.page), { timeout: PORTAL_LOAD_MS }).toBe(vBefore - 200_000_000n);
    const vHistory = v.page.getByRole('table', { name: '머니 전송 내역' });
    await expect(vHistory.getByRole('row').nth(1)).toContainText('보냄 (상대 요청)');
    await expect(vHistory.getByRole('row').nth(1)).toContainText(`${z.nickname} (${z.memberNo})`);

    // 4. vplus stops allowing: zplus's next request is refused with the Korean reason
    await v.page.getByRole('tab', { name: '받기 허용 설정' }).click();
    await v.page.getByTestId('transfer-allow').getByRole('button', { name: `${z.nickname}님 허용 해제` }).click();
    await v.page.getByRole('alertdialog').getByRole('button', { name: '해제' }).click();
    await expect(v.page.getByTestId('transfer-allow').getByText('허용한 회원이 없습니다.', { exact: false })).toBeVisible();
    await receive.getByLabel('요청할 회원번호').fill(String(v.memberNo));
    await receive.getByLabel('받을 금액').fill('100000000');
    await receive.getByRole('button', { name: '받기' }).click();
    await z.page.getByRole('alertdialog').getByRole('button', { name: '받기' }).click();
    // a refusal of the member (by its code) is said under 요청할 회원번호, which takes the focus
    await expect(receive.getByRole('alert')).toContainText('상대 회원이 머니 받기를 허용하지 않았습니다.');
    await expect(receive.getByLabel('요청할 회원번호')).toBeFocused();
    await expect(z.page.getByRole('alertdialog')).toHaveCount(0);
    await expect.poll(() => moneyShown(z.page)).toBe(zBefore + 200_000_000n);

    await v.page.context().close();
    await z.page.context().close();
  });

  test('a gift of mileage arrives: friend-a gives 1,500 mileage, friend-b sees it in balance and history; the same gift from a second tab asks first', async ({ browser }) => {
    const b = await memberPage(browser, 'friend-b', '/popup/mileage');
    const current = b.page.getByTestId('mileage-current');
    await expect(current).toHaveText(/^[\d,]+$/, { timeout: PORTAL_LOAD_MS });
    const digits = async () => BigInt((await current.innerText()).replace(/[^\d]/g, ''));
    const bBefore = await digits();

    const a = await memberPage(browser, 'friend-a', '/popup/mileage');
    await a.page.getByRole('tab', { name: '선물하기' }).click();
    const gift = a.page.getByTestId('mileage-gift');
    await expect(gift.getByTestId('mileage-gift-limits')).toContainText('오늘 남은 선물 한도', { timeout: PORTAL_LOAD_MS });
    await gift.getByLabel('받는 회원번호').fill(String(b.memberNo));
    await gift.getByLabel('선물할 마일리지').fill('150');
    await expect(gift.getByTestId('amount-check')).toContainText('100 단위');
    await gift.getByLabel('선물할 마일리지').fill('1500');
    // the recipient check: the nickname (partly hidden, as the API masks it) before the gift can go
    const bLine = `받는 분: ${maskNickname(b.nickname)} (회원번호 ${b.memberNo})`;
    await expect(gift.getByRole('button', { name: '선물하기' })).toBeDisabled();
    await gift.getByRole('button', { name: '받는 분 확인' }).click();
    await expect(gift.getByTestId('recipient')).toHaveText(bLine);
    await gift.getByRole('button', { name: '선물하기' }).click();
    const confirm = a.page.getByRole('alertdialog');
    await expect(confirm).toContainText(bLine);
    await expect(confirm).toContainText('1,500마일리지를 선물하시겠습니까?');
    await confirm.getByRole('button', { name: '선물하기' }).click();
    const done = a.page.getByRole('alertdialog');
    // named as the confirm named them: masked
    await expect(done).toContainText(`${maskNickname(b.nickname)}님에게 1,500마일리지를 선물했습니다.`);
    await done.getByRole('button', { name: '확인' }).click();
    await expect(a.page.getByRole('table', { name: '최근 3개월 마일리지 내역' }).getByRole('row').nth(1)).toContainText('선물');

    await b.page.reload();
    await expect.poll(digits, { timeout: PORTAL_LOAD_MS }).toBe(bBefore + 1500n);
    const history = b.page.getByRole('table', { name: '최근 3개월 마일리지 내역' });
    await expect(history.getByRole('row').nth(1)).toContainText('받은 선물');
    await expect(history.getByRole('row').nth(1)).toContainText(`${a.nickname}님의 선물`);
    await expect(history.getByRole('row').nth(1)).toContainText('+1,500');

    // the same gift from a second tab's form (QA: each tab's gift went through): asked first, opening
    // on 취소 — declined, nothing more is given; confirmed, it goes
    const tab = await a.page.context().newPage();
    await tab.goto('/popup/mileage');
    await tab.getByRole('tab', { name: '선물하기' }).click();
    const again = tab.getByTestId('mileage-gift');
    await again.getByLabel('받는 회원번호').fill(String(b.memberNo));
    await again.getByLabel('선물할 마일리지').fill('1500');
    await again.getByRole('button', { name: '받는 분 확인' }).click();
    await expect(again.getByTestId('recipient')).toHaveText(bLine);
    await again.getByRole('button', { name: '선물하기' }).click();
    await tab.getByRole('alertdialog').getByRole('button', { name: '선물하기' }).click();
    const repeat = tab.getByRole('alertdialog');
    await expect(repeat).toContainText(`방금 ${maskNickname(b.nickname)}님에게 1,500마일리지를 선물했습니다. 같은 선물을 한 번 더 하시겠습니까?`);
    await expect(repeat.getByRole('button', { name: '취소' })).toBeFocused();
    await repeat.getByRole('button', { name: '취소' }).click();
    await expect(tab.getByRole('alertdialog')).toHaveCount(0);
    await b.page.reload();
    await expect.poll(digits, { timeout: PORTAL_LOAD_MS }).toBe(bBefore + 1500n);
    await again.getByRole('button', { name: '선물하기' }).click();
    await tab.getByRole('alertdialog').getByRole('button', { name: '선물하기' }).click();
    await tab.getByRole('alertdialog').getByRole('button', { name: '한 번 더 선물하기' }).click();
    await expect(tab.getByRole('alertdialog')).toContainText(`${maskNickname(b.nickname)}님에게 1,500마일리지를 선물했습니다.`);
    await b.page.reload();
    await expect.poll(digits, { timeout: PORTAL_LOAD_MS }).toBe(bBefore + 3000n);

    await a.page.context().close();
    await b.page.context().close();
  });

  test("a phone whose clock is 400 days behind still shows the server's recent mileage and year, after Back too (QA: a wrong device clock asked for the wrong months)", async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ko-KR' });
    // the device's clock alone (Date): the browser's record of how a page was reached stays real
    await context.addInitScript((offset) => {
      const DeviceDate = Date;
      globalThis.Date = new Proxy(DeviceDate, {
        construct: (_target, args: unknown[], newTarget: () => unknown) => Reflect.construct(DeviceDate, args.length ? args : [DeviceDate.now() + offset], newTarget),
        get: (target, key) => (key === 'now' ? () => DeviceDate.now() + offset : Reflect.get(target, key)),
      });
    }, -400 * 86_400_000);
    const page = await context.newPage();
    // the server drew the page by its clock: the browser's first render must be the same
    const complaints = hydrationComplaints(page);
    const server = koreaParts(Date.now());
    const serverToday = [server.year, server.month, server.day].map((n) => String(n).padStart(2, '0')).join('-');
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/mileage/histories/daily')) asked.push(new URL(r.url()).searchParams.get('endDate') ?? '');
    });
    await loginThroughIdp(page, await memberLike(page, 'friend-a'), '/popup/mileage');
    const serverYear = `${server.year}년`;
    const history = page.getByRole('table', { name: '최근 3개월 마일리지 내역' });
    // its history of the last months is there (the device's 'last three months' ended a year ago)
    await expect(history.getByRole('row').nth(1)).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await page.getByRole('tab', { name: '월별 내역' }).click();
    await expect(page.getByLabel('연도').locator('option').first()).toHaveText(serverYear);
    // Back to it from another page: the server sends it again (a member's page is never cached)
    await page.goto('/faq');
    await page.goBack();
    await expect(history.getByRole('row').nth(1)).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await page.getByRole('tab', { name: '월별 내역' }).click();
    await expect(page.getByLabel('연도').locator('option').first()).toHaveText(serverYear);
    // (QA: after Back the page asked for the device's three months, and hydrated with a mismatch)
    expect(asked.filter((endDate) => endDate !== serverToday)).toEqual([]);
    expect(complaints).toEqual([]);
    await context.close();
  });

  test('an exchange confirmed while offline is not sent and says so, not "result unknown" (the transport file was never fetched, QA)', async ({ browser }) => {
    const a = await memberPage(browser, 'friend-a', '/popup/mileage');
    const current = a.page.getByTestId('mileage-current');
    await expect(current).toHaveText(/^[\d,]+$/, { timeout: PORTAL_LOAD_MS });
    const before = await current.innerText();
    await a.page.getByLabel('전환할 마일리지').fill('1000');
    await a.page.context().setOffline(true);
    await a.page.getByRole('button', { name: '전환하기' }).click();
    await a.page.getByRole('alertdialog').getByRole('button', { name: '전환' }).click();
    const said = a.page.getByRole('alertdialog');
    await expect(said).toContainText('오프라인 상태라 요청을 보내지 않았습니다');
    await expect(said).not.toContainText('처리 결과 확인 필요');
    await said.getByRole('button', { name: '확인' }).click();
    await a.page.context().setOffline(false);
    await a.page.reload();
    await expect(current).toHaveText(before, { timeout: PORTAL_LOAD_MS });
    await a.page.context().close();
  });

  test('popups blocked: 마일리지 전환 and 머니 전송 on the personal zone take this window there, and 창 닫기 comes back home (QA: nothing happened)', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await loginThroughIdp(page, await memberLike(page, 'friend-a'), '/');
    const zone = page.getByTestId('personal-zone');
    await zone.getByRole('button', { name: /마일리지 전환/ }).click({ timeout: PORTAL_LOAD_MS });
    await expect(page).toHaveURL(/\/popup\/mileage$/);
    await expect(page.getByRole('heading', { name: '마일리지', exact: true, level: 1 })).toBeAttached({ timeout: PORTAL_LOAD_MS });
    await page.getByRole('button', { name: '창 닫기' }).click();
    await expect(page).toHaveURL(/\/$/);
    await zone.getByRole('button', { name: /머니 전송/ }).click({ timeout: PORTAL_LOAD_MS });
    await expect(page).toHaveURL(/\/popup\/transfer$/);
    await expect(page.getByTestId('transfer-money')).toBeVisible({ timeout: PORTAL_LOAD_MS });
  });

  test('coupons and memos from the personal zone: coupons by category, a memo opened is marked read', async ({ page }) => {
    await loginThroughIdp(page, await memberLike(page, 'friend-b'), '/');
    const zone = page.getByTestId('personal-zone');
    await expect(zone).toBeVisible({ timeout: PORTAL_LOAD_MS });

    // coupon box: three per page (SPEC §9), other games by tab, the membership coupons
    await zone.getByTestId('pz-coupons').click();
    const coupons = page.getByTestId('coupon-box');
    await expect(coupons.getByTestId('coupon-item')).toHaveCount(3);
    await coupons.getByRole('tab', { name: '훌라' }).click();
    await expect(coupons.getByTestId('coupon-item')).toHaveCount(1);
    await expect(coupons).toContainText('훌라 땡값 2배 쿠폰');
    // the layers over the page are checked as they stand (the route checks open no layer)
    await expectNoSeriousA11yViolations(page, 'coupon box');
    await coupons.getByRole('tab', { name: '멤버십' }).click();
    await expect(coupons.getByTestId('coupon-item')).toHaveCount(2);
    await page.getByRole('dialog', { name: '쿠폰함' }).getByRole('button', { name: '닫기' }).click();
    await expect(coupons).toHaveCount(0);

    // memo box: unread first; opening one marks it read and the count drops at once
    const unread = zone.getByTestId('pz-unread-memos');
    const before = Number(await unread.getAttribute('data-count'));
    expect(before).toBeGreaterThan(0);
    await zone.getByTestId('pz-memos').click();
    const memos = page.getByTestId('memo-box');
    const first = memos.getByTestId('memo-item').first();
    await expect(first).toHaveAttribute('data-read', 'false');
    await first.getByRole('button').click();
    await expect(memos.getByTestId('memo-content')).toBeVisible();
    await expect(first).toHaveAttribute('data-read', 'true');
    await expect(first).toContainText('읽음');
    // read and unread rows side by side (a read row's grey was 2.5:1)
    await expectNoSeriousA11yViolations(page, 'memo box');
    if (before > 1) await expect(unread).toHaveAttribute('data-count', String(before - 1));
    else await expect(unread).toHaveCount(0);
    // and it stays read after a reload
    await page.reload();
    await expect(page.getByTestId('personal-zone')).toBeVisible({ timeout: PORTAL_LOAD_MS });
    if (before > 1) await expect(page.getByTestId('pz-unread-memos')).toHaveAttribute('data-count', String(before - 1));
    const list = await apiFromPage<{ content: { isRead: boolean }[] }>(page, 'GET', '/api/memos?page=0&size=10');
    expect(list.body.content.filter((m) => !m.isRead)).toHaveLength(before - 1);
  });

  test('a coupon is used from the coupon box: 사용하기 turns a game coupon on for a day; the others open the window that takes them', async ({ page }) => {
    await loginThroughIdp(page, await memberLike(page, 'friend-b'), '/');
    const zone = page.getByTestId('personal-zone');
    await expect(zone).toBeVisible({ timeout: PORTAL_LOAD_MS });
    const count = zone.getByTestId('pz-coupons');
    const before = Number((await count.getAttribute('aria-label'))!.match(/쿠폰 (\d+)/)![1]);
    await count.click();
    const box = page.getByTestId('coupon-box');
    const fee = box.getByTestId('coupon-item').filter({ hasText: '딜러비 50% 할인 쿠폰' });
    await fee.getByRole('button', { name: '딜러비 50% 할인 쿠폰 사용하기' }).click();
    const ask = page.getByRole('alertdialog', { name: '쿠폰 사용' });
    await expect(ask).toContainText('딜러비 50% 할인 쿠폰을 지금 사용할까요?');
    await ask.getByRole('button', { name: '사용하기' }).click();
    const done = page.getByRole('alertdialog', { name: '쿠폰 사용 완료' });
    await expect(done).toContainText(/딜러비 50% 할인 쿠폰이 .+까지 게임에 적용됩니다\./);
    await done.getByRole('button', { name: '확인' }).click();
    // the box (under the dialog) shows it on, and the personal zone counts one coupon less
    await expect(fee.getByText('적용 중')).toBeVisible();
    await expect(fee).toContainText('까지 적용');
    await expect(fee.getByRole('button', { name: /사용하기/ })).toHaveCount(0);
    await expect(count).toHaveAttribute('aria-label', `쿠폰 ${before - 1}, 쿠폰함 열기`);
    const used = await apiFromPage<{ content: { benefit: string; usedAt: string | null; effectUntil: string | null }[] }>(page, 'GET', '/api/coupons?size=10');
    const row = used.body.content.find((c) => c.benefit === 'DEALER_FEE_50')!;
    expect(new Date(row.effectUntil!).getTime() - new Date(row.usedAt!).getTime()).toBe(86_400_000);

    // the free-recharge coupon opens the charge window (it is taken there once today's are used up)
    const charge = box.getByTestId('coupon-item').filter({ hasText: '무료 충전 1회 추가 쿠폰' });
    const [popup] = await Promise.all([page.waitForEvent('popup'), charge.getByRole('button', { name: /무료 충전에서 사용/ }).click()]);
    await expect(popup).toHaveURL(/\/popup\/charge$/);
    await expect(popup.getByTestId('free-charge')).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await popup.close();
    // VIP coupons have their tab (none yet for a non-VIP)
    await box.getByRole('tab', { name: 'VIP' }).click();
    await expect(box).toContainText('VIP 쿠폰이 없습니다.');
  });

  test("memo box pages: 'vip' turns to its older memos; the first page's stay dimmed and out of reach until they come", async ({ page }) => {
    // read only: turning pages marks nothing read
    await loginThroughIdp(page, demoAccount('vip'), '/');
    const zone = page.getByTestId('personal-zone');
    await expect(zone).toBeVisible({ timeout: PORTAL_LOAD_MS });
    // the account's goldbox event layer opens on its home first
    await page.getByRole('dialog', { name: '골드박스 이벤트' }).getByRole('button', { name: '닫기' }).click();
    await zone.getByTestId('pz-memos').click();
    const memos = page.getByTestId('memo-box');
    await expect(memos.getByTestId('memo-item')).toHaveCount(5);
    // the second page's answer waits until the first page's marks are seen
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/memos\?.*page=1/, async (route) => {
      await answered;
      await route.continue();
    });
    await memos.getByRole('navigation', { name: '쪽지 페이지' }).getByRole('button', { name: '2 페이지' }).click();
    const list = memos.getByRole('list').first();
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(list).toHaveAttribute('inert', '');
    expect(await list.evaluate((el) => getComputedStyle(el).opacity)).toBe('0.5');
    release();
    await expect(list).not.toHaveAttribute('aria-busy');
    await expect(list).not.toHaveAttribute('inert');
    await expect(memos.getByTestId('memo-item')).toHaveCount(4);
    await expect(memos.getByTestId('memo-item').last()).toContainText('정기 점검 완료 안내');
  });
});
