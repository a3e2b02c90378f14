// Demo state check through the browser (no UI): `vplus` (V-Plus, one bankbook this month) uses it
// once with the CSRF header from the page; a replay of the same Idempotency-Key changes nothing; a
// second use answers 422 ERROR_USE_ALL_BANKBOOK; the money moved once. Needs the run's fresh DB.
import { expect, test } from '@playwright/test';
import { apiFromPage, loginThroughIdp, PORTAL_LOAD_MS, parseKoreanMoney } from '../support/journey-session';
import { memberLike } from '../support/members';

interface BankbookState {
  mainCode: string;
  remainCount: number;
  moneyPerUse: string;
  errorCode: string | null;
}
interface BankbookUse {
  paidMoney: string;
  money: string;
  remainCount: number;
}
interface PersonalZone {
  userRat: { money: string };
}

const money = async (page: Parameters<typeof apiFromPage>[0]) =>
  BigInt((await apiFromPage<PersonalZone>(page, 'GET', '/api/contents/members/personal-zone')).body.userRat.money);

test.describe('journey: bankbook demo state (vplus)', { tag: ['@plus'] }, () => {
  test('vplus uses the one bankbook once; the second use is ERROR_USE_ALL_BANKBOOK', async ({ page }) => {
    await loginThroughIdp(page, await memberLike(page, 'vplus'));
    await expect(page.getByRole('region', { name: '내 정보' })).toBeVisible({ timeout: PORTAL_LOAD_MS });

    const state = await apiFromPage<BankbookState>(page, 'GET', '/api/membership/bankbook');
    expect(state.status).toBe(200);
    expect(state.body.mainCode).toMatch(/^PM[01]004$/); // V-Plus
    expect(state.body.remainCount).toBe(1);
    expect(state.body.errorCode).toBeNull();
    const perUse = BigInt(state.body.moneyPerUse);
    expect(perUse).toBeGreaterThan(0n);
    const before = await money(page);

    // without the CSRF header: refused, nothing used
    const forged = await page.evaluate(async () => {
      const res = await fetch('/api/membership/bankbook', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ useCount: 1 }) });
      return res.status;
    });
    expect(forged).toBe(403);

    const key = `e2e-bankbook-${Date.now()}`;
    const first = await apiFromPage<BankbookUse>(page, 'POST', '/api/membership/bankbook', { useCount: 1 }, { 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    expect(first.header.isSuccessful).toBe(true);
    expect(BigInt(first.body.paidMoney)).toBe(perUse);
    expect(BigInt(first.body.money)).toBe(before + perUse);
    expect(first.body.remainCount).toBe(0);

    // the same user action retried (same key): the first result, no second payout
    const replay = await apiFromPage<BankbookUse>(page, 'POST', '/api/membership/bankbook', { useCount: 1 }, { 'Idempotency-Key': key });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);

    // a new use this month: refused with the SPEC §8 code
    const second = await apiFromPage<{ code: string; title?: string; detail?: unknown }>(
      page,
      'POST',
      '/api/membership/bankbook',
      { useCount: 1 },
      { 'Idempotency-Key': `${key}-2` },
    );
    expect(second.status).toBe(422);
    expect(second.header.isSuccessful).toBe(false);
    expect(second.header.resultCode).toBe(422);
    expect(second.body.code).toBe('ERROR_USE_ALL_BANKBOOK');
    expect(second.header.resultMessage).toMatch(/[가-힣]/);

    const after = await apiFromPage<BankbookState>(page, 'GET', '/api/membership/bankbook');
    expect(after.body.remainCount).toBe(0);
    expect(after.body.errorCode).toBe('ERROR_USE_ALL_BANKBOOK');
    expect(await money(page)).toBe(before + perUse);

    // the personal zone shows the new balance after a reload
    await page.reload();
    const shown = page.getByRole('region', { name: '내 정보' }).getByTestId('pz-money');
    await expect.poll(async () => parseKoreanMoney(await shown.innerText())).toBe(before + perUse);
  });
});
