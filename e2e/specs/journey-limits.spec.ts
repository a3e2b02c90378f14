// Spending limits across API and payment sandbox: a player lowers the monthly limit (PUT
// /api/restriction/downgrade from the page, CSRF header), then a purchase above what is left is
// refused in the sandbox with the remaining amount in the Korean message; one within it goes through.
// Uses a member made for this test (no other test touches its limit or payments).
import { expect, test } from '@playwright/test';
import type { Page as ApiPage, RestrictionHistory } from '@hanpan/contracts';
import { registerMember } from '../support/members';
import { apiFromPage, PORTAL_LOAD_MS, parseKoreanMoney, PC, readLimit, shopProducts, won, type LimitInfo } from '../support/journey-session';

interface ChangeResult {
  resultType: string;
  message: string;
  limit: LimitInfo;
}

test.describe('journey: lowered monthly limit refuses a bigger purchase', { tag: ['@shop'] }, () => {
  test('a new member lowers the monthly limit; the sandbox refuses above it and accepts within it', async ({ page }) => {
    await registerMember(page, 'limits');
    const zone = page.getByRole('region', { name: '내 정보' });
    await expect(zone).toBeVisible({ timeout: PORTAL_LOAD_MS });
    const moneyBefore = parseKoreanMoney(await zone.getByTestId('pz-money').innerText());

    // C703 (Joker-catch) needs X-Plus (SPEC §5): not a limit case
    const products = (await shopProducts(page))
      .filter((p) => BigInt(p.price) > 0n && p.code !== 'C703')
      .sort((a, b) => Number(BigInt(a.price) - BigInt(b.price)));
    const dear = products.at(-1)!;
    // the cheapest one that also pays out game money, so the wallet check below means something
    const cheap = products.find((p) => BigInt(p.grantMoney) > 0n && BigInt(p.price) < BigInt(dear.price));
    if (!cheap) throw new Error(`no cheaper money-granting product than ${dear.code} in the seed`);

    const before = await readLimit(page);
    const used = BigInt(before.usedThisMonth);
    const newMonthLimit = used + BigInt(cheap.price); // leaves exactly the cheap product's price
    expect(newMonthLimit, 'a lower limit than now').toBeLessThan(BigInt(before.monthLimit));

    // without the CSRF header the change is refused and nothing moves
    const forged = await page.evaluate(async (monthLimit) => {
      const res = await fetch('/api/restriction/downgrade', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ monthLimit }) });
      return res.status;
    }, newMonthLimit.toString());
    expect(forged).toBe(403);
    expect((await readLimit(page)).monthLimit).toBe(before.monthLimit);

    const lowered = await apiFromPage<ChangeResult>(page, 'PUT', '/api/restriction/downgrade', { monthLimit: newMonthLimit.toString() });
    expect(lowered.status).toBe(200);
    expect(lowered.body.resultType).toBe('success');
    expect(lowered.body.message).toContain('즉시 적용');
    expect(lowered.body.limit.monthLimit).toBe(newMonthLimit.toString());
    const remaining = BigInt(lowered.body.limit.remainingMonth);
    expect(remaining).toBe(BigInt(cheap.price));
    // the history keeps what was asked and the limits it started from (a new member: no daily limit)
    const history = await apiFromPage<ApiPage<RestrictionHistory>>(page, 'GET', '/api/restriction/histories');
    expect(history.body.content.map((h) => ({ action: h.action, resultType: h.resultType, monthLimit: h.monthLimit, before: h.before }))).toEqual([
      { action: 'downgrade', resultType: 'success', monthLimit: newMonthLimit.toString(), before: { monthLimit: before.monthLimit, dayLimit: null } },
    ]);

    // the order page says so and offers no 결제; a form sent anyway (a page opened before the limit
    // was lowered) is refused with the remaining amount in Korean
    await page.goto(`${PC}/services/shop/payments?codes=${dear.code}`);
    await expect(page.getByRole('heading', { name: '주문 확인' })).toBeVisible();
    await expect(page.locator('[data-field="remaining"]')).toHaveText(`${won(remaining)}원`);
    await expect(page.locator('[data-field="over-limit"]')).toHaveText(`이번 달 남은 구매 한도(${won(remaining)}원)를 초과하는 주문이라 결제할 수 없습니다.`);
    await expect(page.getByRole('button', { name: '결제' })).toBeDisabled();
    const [refusal] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/complete')),
      page.locator('form[action$="/complete"]').evaluate((form: HTMLFormElement) => form.submit()),
    ]);
    expect(refusal.status()).toBe(422);
    await expect(page.getByRole('alert')).toHaveText(`월 구매 한도를 초과합니다. 이번 달 남은 한도는 ${won(remaining)}원입니다.`);
    await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toHaveCount(0);
    const afterRefusal = await readLimit(page);
    expect(afterRefusal.usedThisMonth).toBe(before.usedThisMonth);

    // the refused order can still be cancelled; a purchase within the limit goes through
    await page.getByRole('button', { name: '취소' }).click();
    await expect(page.getByText('결제를 취소했습니다. 아무것도 변경되지 않았습니다.')).toBeVisible();
    await expect(page, 'the cancel page returns to the portal by itself').toHaveURL(`${PC}/`);

    await page.goto(`${PC}/services/shop/payments?codes=${cheap.code}`);
    await page.getByRole('button', { name: '결제' }).click();
    await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
    await expect(page, 'the result page returns to the portal by itself').toHaveURL(`${PC}/`);
    const end = await readLimit(page);
    expect(end.remainingMonth).toBe('0');
    expect(BigInt(end.usedThisMonth)).toBe(used + BigInt(cheap.price));

    // back on the portal: money moved only by the accepted purchase
    await expect(zone).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await expect
      .poll(async () => parseKoreanMoney(await zone.getByTestId('pz-money').innerText()))
      .toBe(moneyBefore + BigInt(cheap.grantMoney));
  });
});
