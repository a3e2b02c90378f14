import { fireEvent, screen } from '@testing-library/react';
import { coarsePointerStyle, installFakeApi } from '@hanpan/platform/testing';
import { PC_CATALOGUE, ZPLUS_MEMBER } from '../../../test/plusFixtures';
import { currentPopup, renderPlus } from '../../../test/renderPlus';
import { TierComparison } from './TierComparison';

const api = installFakeApi((req) => ({ body: req.url === '/api/contents/global/membership' ? PC_CATALOGUE : req.url === '/api/membership/me' ? ZPLUS_MEMBER : null }));
afterAll(() => api.restore());

const offers = () => [...document.querySelectorAll('[data-tier]')].map((card) => `${card.getAttribute('data-tier')}:${card.getAttribute('data-offer')}`);

describe('TierComparison', () => {
  it('a member sees the tier held as 이용 중, with nothing to buy, and the others as a change (the change popup at that tier)', async () => {
    renderPlus(<TierComparison />);
    const held = (await screen.findByRole('button', { name: 'Z-Plus 이용 중' })) as HTMLButtonElement;
    // unavailable but focusable: the button joined with keeps the focus when it becomes 이용 중
    expect(held.getAttribute('aria-disabled')).toBe('true');
    expect(held.disabled).toBe(false);
    expect(offers()).toEqual(['V:change', 'W:change', 'X:change', 'Z:held']);
    expect(screen.getByRole('heading', { name: /Z-Plus 최고 등급 이용 중/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /가입하기$/ })).toBeNull();
    const change = screen.getByRole('button', { name: 'X-Plus로 변경하기' });
    expect(change.textContent).toBe('변경하기');
    const open = jest.spyOn(window, 'open').mockReturnValue({ focus: jest.fn() } as unknown as Window);
    fireEvent.click(change);
    // straight to the change popup at that tier: the button already said 변경하기
    expect(open).toHaveBeenCalledWith('/popup/plus/change?code=PM0006', 'hanpan_plus_change', expect.any(String));
    expect(currentPopup()).toBeNull();
    open.mockRestore();
  });

  it('a benefit says 포함 / 미포함 in words: the ✓ and – marks are hidden from screen readers', async () => {
    renderPlus(<TierComparison />, { memberNo: null });
    await screen.findByRole('button', { name: 'Z-Plus 가입하기' });
    const items = (tier: string) => [...document.querySelectorAll(`[data-tier="${tier}"] li[data-included]`)];
    const spoken = (li: Element) => [...li.childNodes].filter((n) => !(n instanceof HTMLElement && n.getAttribute('aria-hidden') === 'true')).map((n) => n.textContent).join('').trim();
    expect(items('V').some((li) => spoken(li).endsWith(' 미포함'))).toBe(true);
    expect(items('Z').every((li) => spoken(li).endsWith(' 포함') && !spoken(li).endsWith('미포함'))).toBe(true);
    for (const li of items('V')) expect(spoken(li)).not.toMatch(/[✓–]/);
  });

  it('a guest is offered every tier to join', async () => {
    renderPlus(<TierComparison />, { memberNo: null });
    await screen.findByRole('button', { name: 'Z-Plus 가입하기' });
    expect(offers()).toEqual(['V:join', 'W:join', 'X:join', 'Z:join']);
    expect(screen.queryByText('이용 중')).toBeNull();
  });

  it('each tier’s 자세히 보기 is a finger-sized link on a touch screen (44 px), unchanged for a mouse', async () => {
    renderPlus(<TierComparison detailHref={(t) => `/mobile/plus/guide/main/${t}`} />, { memberNo: null });
    await screen.findByRole('button', { name: 'Z-Plus 가입하기' });
    for (const tier of ['V', 'W', 'X', 'Z']) {
      const link = screen.getByRole('link', { name: `${tier}-Plus 자세히 보기` });
      expect(link.getAttribute('href')).toBe(`/mobile/plus/guide/main/${tier}`);
      const touch = coarsePointerStyle(link);
      expect(touch['min-height']).toBe('44px');
      expect(touch.display).toBe('flex'); // a block, so the height applies, its text in the middle
      expect(touch['align-items']).toBe('center');
      expect(getComputedStyle(link).fontSize).toBe('13px');
      expect(getComputedStyle(link).minHeight).not.toBe('44px');
    }
  });
});

describe('TierComparison when the membership cannot be read', () => {
  it('offers no tier (a paying member would read 가입하기): the Korean error with 다시 시도 instead, the tiers still compared (QA: API down)', async () => {
    const down = installFakeApi((req) => (req.url === '/api/membership/me' ? { status: 500, message: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.' } : { body: req.url === '/api/contents/global/membership' ? PC_CATALOGUE : null }));
    try {
      renderPlus(<TierComparison />);
      expect(await screen.findByRole('button', { name: '다시 시도' })).toBeTruthy();
      expect(screen.getByText('요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /가입하기$|변경하기$|이용 중$/ })).toBeNull();
      expect(screen.getByRole('link', { name: 'Z-Plus 자세히 보기' })).toBeTruthy();
    } finally {
      down.restore();
    }
  });
});
