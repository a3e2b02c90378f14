// Spending limits as a player uses them (a member of our own: nobody else's limit moves): the
// limit popup with the legal 1,000,000원 and this month's chart, lowering the limit (result popup,
// still there after a reload), then raising it in the same month is refused (the history shows what
// was asked against what stayed); a result page opened from a bookmark shows no old result as new;
// an order above what is left is refused in the shop with the remaining amount; game money past the
// holding limit is refused before the confirm.
import { expect, test } from '@playwright/test';
import { loginThroughIdp, PC, PORTAL_LOAD_MS } from '../support/journey-session';
import { memberLike, registerMember } from '../support/members';
import { dialog } from '../support/shop';

test.describe('shop: spending limits', { tag: ['@shop'] }, () => {
  test('lower the limit, raising it again this month is refused; a bigger order is refused with what is left', async ({ page }) => {
    await registerMember(page, 'shoplim', '/popup/restrict');
    await expect(page.getByRole('heading', { level: 1, name: '구매 한도 설정' })).toBeVisible();
    await expect(page.getByTestId('monthly-limit-summary')).toContainText('법정 월 한도');
    await expect(page.getByTestId('month-limit')).toHaveText('1,000,000원');
    await expect(page.getByTestId('day-limit')).toHaveText('설정 안 함');
    await expect(page.getByTestId('usage-chart').locator('canvas')).toBeVisible();

    // lower to 100,000원: asked first, then the success result with the API's message
    await page.getByLabel('월 구매 한도').selectOption('100000');
    await page.getByRole('button', { name: '한도 낮추기' }).click();
    await expect(dialog(page)).toContainText('낮춘 달에는 다시 올릴 수 없습니다');
    await dialog(page).getByRole('button', { name: '한도 낮추기' }).click();
    await expect(page).toHaveURL(`${PC}/popup/restrict/result/success`);
    await expect(page.getByRole('heading', { level: 1, name: '한도 변경 완료' })).toBeVisible();
    await expect(page.getByTestId('restrict-result-message')).toContainText('즉시 적용');
    await expect(page.getByTestId('month-limit')).toHaveText('100,000원');
    // a reload of the result just shown keeps it (its history entry keeps the answer)
    await page.reload();
    await expect(page.getByTestId('restrict-result-message')).toContainText('즉시 적용', { timeout: PORTAL_LOAD_MS });

    // raising it in the same month: refused, its own result popup, nothing changed
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page.getByTestId('raise-blocked-note')).toContainText('이번 달에는 한도를 올릴 수 없습니다');
    await page.getByLabel('월 구매 한도').selectOption('1000000');
    await page.getByRole('button', { name: '한도 올리기' }).click();
    await expect(page).toHaveURL(`${PC}/popup/restrict/result/month-limit`);
    await expect(page.getByTestId('restrict-result-message')).toContainText('이번 달에 구매 한도를 낮춰서 이번 달에는 다시 올릴 수 없습니다.');
    await expect(page.getByTestId('month-limit')).toHaveText('100,000원');
    await page.getByRole('button', { name: '변경 내역 보기' }).click();
    const table = page.getByRole('table', { name: '한도 변경 내역' });
    await expect(table).toContainText('한도 하향');
    // the refused raise: the month asked against the month kept; the day limit it did not change, plainly
    const refusedRow = table.getByRole('row').filter({ hasText: '한도 상향 불가' });
    await expect(refusedRow.getByRole('cell')).toHaveText([/./, '한도 상향 불가', '요청 1,000,000원유지 100,000원', '설정 안 함', /이번 달에는 다시 올릴 수 없습니다/]);
    await expect(table).not.toContainText('(요청)');
    await expect(page.getByTestId('day-limit')).toHaveText('설정 안 함');
    // Back right away: still this change's result
    await page.goBack();
    await expect(page).toHaveURL(`${PC}/popup/restrict/result/month-limit`);
    await expect(page.getByTestId('restrict-result-message')).toContainText('이번 달에 구매 한도를 낮춰서');
    await page.getByRole('button', { name: '변경 내역 보기' }).click();
    // and back to the form from there (the popup window has no toolbar)
    await page.getByRole('link', { name: '구매 한도 변경으로 돌아가기' }).click();
    await expect(page).toHaveURL(`${PC}/popup/restrict`);
    await expect(page.getByTestId('raise-blocked-note')).toBeVisible();

    // a result page opened from a bookmark: no old result shown as just made, the ways on instead
    await page.goto(`${PC}/popup/restrict/result/success`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('한도 변경 결과', { timeout: PORTAL_LOAD_MS });
    await expect(page.getByTestId('restrict-result-none')).toContainText('지금 보여 드릴 최근 한도 변경 결과가 없습니다.');
    await expect(page.getByTestId('restrict-result-message')).toHaveCount(0);
    await expect(page).toHaveTitle('한도 변경 결과 | 한판');
    await expect(page.getByTestId('month-limit')).toHaveText('100,000원');
    await page.getByRole('button', { name: '구매 한도 설정' }).click();
    await expect(page).toHaveURL(`${PC}/popup/restrict`);

    // the shop refuses an order above what is left, naming the remaining amount
    await page.goto(`${PC}/shop/avatar`);
    for (const name of ['포커 챔피언', '황금 왕관 군주', '카지노 딜러', '레드 드레스 숙녀']) await page.getByRole('button', { name: `${name} 선택` }).click();
    await page.getByRole('button', { name: '선택한 아바타 구매' }).click();
    await expect(dialog(page)).toContainText('구매 한도 초과');
    await expect(dialog(page)).toContainText('월 구매 한도를 초과합니다. 이번 달 남은 한도는 100,000원입니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page.getByTestId('shop-remaining-limit')).toContainText('100,000원');
  });

  test('avatars whose game money would pass the holding limit are refused before the confirm, in the order page’s words', async ({ page }) => {
    // like rich: 9,970억 of a 1조 holding limit (30억 left)
    await loginThroughIdp(page, await memberLike(page, 'rich'), '/shop/avatar');
    let orderPages = 0;
    page.context().on('page', () => (orderPages += 1));
    await page.getByRole('button', { name: '황금 왕관 군주 선택' }).click({ timeout: PORTAL_LOAD_MS }); // 게임머니 35억
    await page.getByRole('button', { name: '선택한 아바타 구매' }).click();
    await expect(dialog(page)).toContainText('구매할 수 없습니다');
    await expect(dialog(page)).toContainText('보유 한도를 초과하여 지급할 수 없습니다. (한도 1조)');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    // what fits comes to the confirm (게임머니 12억)
    await page.getByRole('button', { name: '선택 모두 해제' }).click();
    await page.getByRole('button', { name: '카지노 딜러 선택' }).click();
    await page.getByRole('button', { name: '선택한 아바타 구매' }).click();
    await expect(dialog(page)).toContainText('구매 확인');
    await dialog(page).getByRole('button', { name: '취소' }).click();
    expect(orderPages).toBe(0);
  });
});
