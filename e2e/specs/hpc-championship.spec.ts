// The championship area as a new player meets it: a guest sees the schedule with a countdown that
// moves and the last top 5; signs up a member of its own and applies once inside
// the recruit window, the second time is refused; the history lists the top 100 and finds a
// nickname; media thumbnails load and play; the PC-bang demo member ('pcbang') applies for the
// round. Needs the run's fresh DB (demo championships are relative to the seed day).
import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, loginThroughIdp, PC, PORTAL_LOAD_MS } from '../support/journey-session';
import { freshMember, registerFromLoginPage } from '../support/members';
import { memberLike } from '../support/members';
import { ERROR_PAGES } from '@hanpan/platform/routing';
import { MOBILE } from '../support/env';

const countdownText = (page: Page, name: string) => page.getByRole('timer', { name }).first().textContent();

test.describe('hpc: championship journeys', { tag: ['@hpc'] }, () => {
  test('a guest sees the schedule with a live countdown and the top 5; the member applies once', async ({ page }) => {
    await page.goto(`${PC}/hpc`);
    const current = page.getByTestId('championship-3');
    await expect(current.getByRole('heading', { name: '한판 포커 챔피언십 시즌 3' })).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await expect(current.getByTestId('phase')).toHaveText('참가 신청 중');
    // the big countdown runs to the recruit end and moves every second
    const big = current.getByRole('timer', { name: '다음 일정(참가 신청 마감)까지 남은 시간' });
    await expect(big).toHaveText(/^\d+일 \d{2}:\d{2}:\d{2}$/);
    const first = await big.textContent();
    await expect.poll(() => big.textContent(), { timeout: 5000 }).not.toBe(first);
    // every SPEC §3 time has its own countdown; the next championship counts down to its recruit start
    await expect(current.getByRole('list', { name: '대회 시간표' }).getByRole('timer')).toHaveCount(8);
    await expect(page.getByTestId('championship-4').getByRole('timer', { name: '다음 일정(참가 신청 시작)까지 남은 시간' })).toBeVisible();
    await expect(page.getByTestId('coming-soon')).toContainText('바둑이 챔피언십');
    const top5 = page.getByTestId('top5').getByRole('listitem');
    await expect(top5).toHaveCount(5);
    await expect(top5.first()).toContainText('제트플러스왕');
    expect(await countdownText(page, '게임 시작까지 남은 시간')).toMatch(/\d{2}:\d{2}:\d{2}/);

    // a guest's apply goes to the login first
    await current.getByRole('button', { name: '참가 신청' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('로그인 후, 이용해 주세요.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await page.waitForURL(/\/idp\/login/);

    // a member made for this test (a second run against the same portal applies again)
    await registerFromLoginPage(page, freshMember('hpcfan'));
    await expect(page).toHaveURL(/\/hpc$/);
    const countText = current.getByTestId('apply-count');
    await expect(countText).toHaveText(/참가 신청 \d+명/, { timeout: PORTAL_LOAD_MS });
    const applied = Number(/참가 신청 (\d+)명/.exec((await countText.textContent()) ?? '')![1]);
    // an application cannot be taken back: 취소 applies nothing, 신청하기 applies
    const confirm = page.getByRole('alertdialog', { name: '참가 신청' });
    await current.getByRole('button', { name: '참가 신청' }).click();
    await expect(confirm).toContainText('신청한 뒤에는 취소할 수 없습니다');
    await confirm.getByRole('button', { name: '취소' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(countText).toHaveText(`참가 신청 ${applied}명`);
    await current.getByRole('button', { name: '참가 신청' }).click();
    await confirm.getByRole('button', { name: '신청하기' }).click();
    const done = page.getByRole('alertdialog');
    await expect(done).toContainText('참가 신청이 완료되었습니다');
    await done.getByRole('button', { name: '확인' }).click();
    // what changed is fetched again without a reload: the count and the button
    await expect(countText).toHaveText(new RegExp(`참가 신청 ${applied + 1}명 · 내가 신청한 대회`));
    await expect(current.getByRole('button', { name: '참가 신청 완료' })).toBeDisabled();

    // the second time is refused with the rule's Korean message
    const again = await apiFromPage<{ code: string }>(page, 'POST', '/api/hpc/3/apply');
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('ERROR_ALREADY_APPLIED');
    expect(again.header.resultMessage).toContain('이미 참가 신청한 대회입니다');
    // before the window, and an unknown id from an action: 422 with a message, not the 404 page
    const early = await apiFromPage<{ code: string }>(page, 'POST', '/api/hpc/4/apply');
    expect([early.status, early.body.code]).toEqual([422, 'ERROR_RECRUIT_NOT_STARTED']);
    const unknown = await apiFromPage<{ code: string }>(page, 'POST', '/api/hpc/999/apply');
    expect([unknown.status, unknown.body.code]).toEqual([422, 'ERROR_CHAMPIONSHIP_NOT_FOUND']);
  });

  test('history lists the top 100, pages and finds a nickname; an unknown id is the 404 page', async ({ page }) => {
    await page.goto(`${PC}/hpc/history`);
    const result = page.getByTestId('history-result');
    await expect(result.getByRole('heading', { name: '한판 포커 챔피언십 시즌 2 결과' })).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await expect(result.getByRole('table')).toContainText('TOP 100 · 100명');
    await expect(result.getByRole('row')).toHaveCount(21); // header + 20
    await result.getByRole('button', { name: '5 페이지' }).click();
    await expect(result.getByRole('cell', { name: '100', exact: true })).toBeVisible();
    await result.getByRole('searchbox', { name: '닉네임 검색' }).fill('제트플러스');
    await result.getByRole('button', { name: '검색' }).click();
    await expect(result.getByRole('row')).toHaveCount(2);
    await expect(result.getByRole('cell', { name: '제트플러스왕' })).toBeVisible();
    await result.getByRole('tab', { name: '미라클 실드' }).click();
    // the tab's panel comes with the address change: a field cleared before it would be the old panel's
    await expect(result.getByRole('tab', { name: '미라클 실드' })).toHaveAttribute('aria-selected', 'true');
    await result.getByRole('searchbox', { name: '닉네임 검색' }).fill('');
    await result.getByRole('button', { name: '검색' }).click();
    await expect(result.getByRole('table')).toContainText('미라클 실드 · 10명');

    // the view is in the address: a reload (its server render too) shows the same page, tab and search
    const live = page.locator('[data-remote-root="mfe_hpc"]').getByTestId('history-result');
    await result.getByRole('tab', { name: 'TOP 100' }).click();
    await result.getByRole('button', { name: '3 페이지' }).click();
    await expect(page).toHaveURL(/\/hpc\/history\?page=3$/);
    await page.reload();
    await expect(live.getByRole('button', { name: '3 페이지' })).toHaveAttribute('aria-current', 'page', { timeout: PORTAL_LOAD_MS });
    await expect(live.getByRole('cell', { name: '41', exact: true })).toBeVisible();
    // a tab the page keeps in its address is not another page: the reader stays where they are
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
    await live.getByRole('tab', { name: '미라클 실드' }).click();
    await expect(live.getByRole('tab', { name: '미라클 실드' })).toHaveAttribute('aria-selected', 'true');
    await expect(live.getByRole('table')).toContainText('미라클 실드 · 10명');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await live.getByRole('searchbox', { name: '닉네임 검색' }).fill('플레이어055');
    await live.getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(/\?board=miracle-shield&nickname=%ED%94%8C%EB%A0%88%EC%9D%B4%EC%96%B4055$/);
    await page.reload();
    await expect(live.getByRole('tab', { name: '미라클 실드' })).toHaveAttribute('aria-selected', 'true', { timeout: PORTAL_LOAD_MS });
    await expect(live.getByRole('searchbox', { name: '닉네임 검색' })).toHaveValue('플레이어055');
    await expect(live.getByRole('table')).toContainText("미라클 실드 · 1명 · '플레이어055' 검색 결과");

    await page.getByRole('link', { name: /한판 포커 챔피언십 시즌 1/ }).click();
    await expect(page).toHaveURL(/\/hpc\/history\/1$/);
    await expect(result.getByRole('heading', { name: '한판 포커 챔피언십 시즌 1 결과' })).toBeVisible();

    await page.goto(`${PC}/hpc/history/424242`);
    await expect(page.getByText(ERROR_PAGES[404].subTitle).first()).toBeVisible({ timeout: PORTAL_LOAD_MS });
    // not a championship id at all: the page's own check answers 404 from the server too
    expect((await page.goto(`${PC}/hpc/history/abc`))?.status()).toBe(404);
    await expect(page.getByText(ERROR_PAGES[404].subTitle).first()).toBeVisible({ timeout: PORTAL_LOAD_MS });
  });

  test('on a phone the history’s four columns fit its card: 상금 is not cut off (QA: at 375 px the table ran 15 px past its box, its header read 상)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${MOBILE}/hpc/history`);
    const table = page.getByTestId('history-result').getByRole('table');
    await expect(table).toContainText('TOP 100 · 100명', { timeout: PORTAL_LOAD_MS });
    await expect(table.getByRole('columnheader', { name: '상금' })).toBeVisible();
    // neither the table (the mobile site's scroller) nor its box scrolls sideways
    const overflow = await table.evaluate((t) => [t, t.parentElement!].map((el) => el.scrollWidth - el.clientWidth));
    expect(overflow).toEqual([0, 0]);
  });

  test('media thumbnails load and a video plays in the player', async ({ page }) => {
    await page.goto(`${PC}/hpc/media`);
    // the live page (its server-rendered first screen is replaced once the remote has rendered)
    const tiles = page.locator('[data-remote-root="mfe_hpc"]').getByTestId('media-tile');
    await expect(tiles).toHaveCount(4, { timeout: PORTAL_LOAD_MS });
    for (const area of ['MAIN', 'HIGHLIGHT', 'INTERVIEW']) await expect(page.getByTestId(`media-area-${area}`).getByTestId('media-tile').first()).toBeVisible();
    const images = page.locator('[data-remote-root="mfe_hpc"] [data-testid="media-tile"] img');
    await expect(images).toHaveCount(4);
    for (const img of await images.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    }
    const play = page.getByRole('button', { name: '시즌 2 결승 하이라이트 재생' });
    await play.focus();
    await page.keyboard.press('Enter');
    const video = page.getByTestId('media-video');
    await expect(video).toBeVisible();
    // the keyboard reaches the player (pause, volume, full screen): it has the focus, and is a stop of the dialog's Tab order
    await expect(video).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('dialog').getByRole('button', { name: '닫기' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(video).toBeFocused();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(640);
  });

  test('the PC-bang demo member applies for this round (once)', async ({ page }) => {
    await loginThroughIdp(page, await memberLike(page, 'pcbang'), '/championship');
    const box = page.getByTestId('pcbang-championship');
    await expect(box.getByTestId('pcbang-subscription')).toHaveText('종량제 가맹 PC방 · 한판 PC방 강남점', { timeout: PORTAL_LOAD_MS });
    const count = Number((await box.getByTestId('pcbang-count').textContent())!.replace(/\D/g, ''));
    await box.getByRole('button', { name: /회차 신청하기$/ }).click();
    await page.getByRole('alertdialog', { name: 'PC방 챔피언십' }).getByRole('button', { name: '신청하기' }).click();
    const done = page.getByRole('alertdialog');
    await expect(done).toContainText('신청이 완료되었습니다');
    await done.getByRole('button', { name: '확인' }).click();
    await expect(box.getByRole('button', { name: '이번 회차 신청 완료' })).toBeDisabled();
    await expect(box.getByTestId('pcbang-count')).toHaveText(`${count + 1}명`);
    const round = Number(await page.evaluate(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' }).format(new Date()).replace('-', '')));
    const again = await apiFromPage<{ code: string }>(page, 'POST', '/api/pc-bang/championship/apply', { round });
    expect([again.status, again.body.code]).toEqual([422, 'ERROR_ALREADY_APPLIED']);
  });
});
