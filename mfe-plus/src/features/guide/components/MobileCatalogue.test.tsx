import { fireEvent, screen } from '@testing-library/react';
import type { HeldOptionsSource } from '@hanpan/contracts/option-groups';
import { installFakeApi } from '@hanpan/platform/testing';
import { MOBILE_CATALOGUE, ZPLUS_MEMBER } from '../../../test/plusFixtures';
import { renderPlus } from '../../../test/renderPlus';
import { OPTION_GUIDE } from '../guideContent';
import { MobileCatalogue } from './MobileCatalogue';

let member: typeof ZPLUS_MEMBER | null = null;
const api = installFakeApi((req) => ({ body: req.url === '/api/membership/me' ? member : MOBILE_CATALOGUE }));
afterEach(() => {
  member = null;
});
afterAll(() => api.restore());

const card = (code: string) => document.querySelector(`[data-product="${code}"]`)!.textContent;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
/** the reason a disabled button points at (aria-describedby) */
const reasonOf = (b: HTMLElement) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent;

/** 펫샵 베이직 held, as GET /api/membership/me answers it */
const PET_BASIC_HELD: HeldOptionsSource = { options: [{ code: 'PO0021', key: 'pet', name: '펫샵 베이직', endDate: '2030-01-23T00:00:00.000Z' }], optionCodes: ['PO0021'] };

describe('MobileCatalogue', () => {
  it('the product cards (h3) follow an h2 under the page\'s h1', async () => {
    renderPlus(<MobileCatalogue onSelect={jest.fn()} />, { memberNo: null });
    await screen.findByRole('heading', { level: 2, name: '플러스 상품' });
    const levels = [...document.querySelectorAll('h1, h2, h3, h4')].map((h) => h.tagName);
    expect(levels[0]).toBe('H2');
    expect(levels.slice(1).length).toBeGreaterThan(0);
  });

  it('describes the options as the PC guide does (one text), not with the catalogue\'s own lines', async () => {
    renderPlus(<MobileCatalogue />);
    await screen.findByTestId('plus-mobile-catalogue');
    for (const code of ['PO0021', 'PO0022', 'PO0023', 'PO0029']) expect(card(code)).toContain(OPTION_GUIDE.pet.summary);
    expect(card('PO0031')).toContain(OPTION_GUIDE['lucky-flip'].summary);
    expect(screen.getByTestId('plus-mobile-catalogue').textContent).not.toContain('매일');
  });

  it('the tiers keep the catalogue\'s description', async () => {
    renderPlus(<MobileCatalogue />);
    await screen.findByTestId('plus-mobile-catalogue');
    expect(card('PM0007')).toContain('매월 통장 4회');
  });

  it('the bankbook line agrees with the tier line above it, as on PC (통장 2회 × 70억), for every tier', async () => {
    renderPlus(<MobileCatalogue />);
    await screen.findByTestId('plus-mobile-catalogue');
    expect(card('PM0004')).toContain('통장 1회 × 30억');
    expect(card('PM0005')).toContain('통장 2회 × 70억');
    expect(card('PM0006')).toContain('통장 3회 × 130억');
    expect(card('PM0007')).toContain('통장 4회 × 250억');
    expect(card('PM0005')).not.toContain('통장 1회 70억');
    // options have no bankbook
    expect(card('PO0021')).not.toContain('통장');
  });

  it('a member with a tier sees it as 이용 중 (nothing to buy) and the others as a change, as on PC', async () => {
    member = ZPLUS_MEMBER;
    const onSelect = jest.fn();
    renderPlus(<MobileCatalogue onSelect={onSelect} />);
    const held = (await screen.findByRole('button', { name: 'Z-Plus 이용 중' })) as HTMLButtonElement;
    expect(held.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(held);
    expect(onSelect).not.toHaveBeenCalled();
    expect(card('PM0007')).toContain('Z-Plus 이용 중');
    const change = button('W-Plus로 변경하기');
    expect(change.textContent).toBe('변경하기');
    fireEvent.click(change);
    expect(onSelect).toHaveBeenCalledWith('PM0005');
    expect(screen.queryByRole('button', { name: /가입하기$/ })).toBeNull();
  });

  it('the tier held as the mobile site says it (heldOptions.mainCode): no request of its own', async () => {
    api.calls.length = 0;
    renderPlus(<MobileCatalogue onSelect={jest.fn()} heldOptions={{ options: [], optionCodes: [], mainCode: 'PM0005' }} />);
    expect((await screen.findByRole('button', { name: 'W-Plus 이용 중' })).getAttribute('aria-disabled')).toBe('true');
    expect(button('Z-Plus로 변경하기').disabled).toBe(false);
    expect(api.calls.map((c) => c.url)).not.toContain('/api/membership/me');
  });

  it('V-Plus held: V-Plus 클래식, the other product of the tier, is not 이용 중 and cannot be changed to', async () => {
    renderPlus(<MobileCatalogue onSelect={jest.fn()} heldOptions={{ options: [], optionCodes: [], mainCode: 'PM0004' }} />);
    expect((await screen.findByRole('button', { name: 'V-Plus 이용 중' })).getAttribute('aria-disabled')).toBe('true');
    expect(button('V-Plus 클래식 같은 등급 이용 중').getAttribute('aria-disabled')).toBe('true');
    expect(card('PM1004')).not.toMatch(/\)\s*이용 중/);
    expect(screen.getAllByText('이용 중')).toHaveLength(2); // V-Plus's badge and button only
  });

  describe('what the member holds (heldOptions)', () => {
    it('the option held offers 기간 연장 (onSelect with its code); the others of its kind are disabled with their reason; other kinds and the tiers can still be added', async () => {
      const onSelect = jest.fn();
      renderPlus(<MobileCatalogue onSelect={onSelect} heldOptions={PET_BASIC_HELD} />);
      await screen.findByTestId('plus-mobile-catalogue');

      const held = button('펫샵 베이직 기간 연장');
      expect(held.disabled).toBe(false);
      expect(held.textContent).toBe('기간 연장');
      expect(reasonOf(held)).toBe('이용 기간이 한 달 늘어납니다 (현재 ~ 2030.01.23까지)');
      fireEvent.click(held);
      expect(onSelect).toHaveBeenLastCalledWith('PO0021');
      onSelect.mockClear();
      for (const name of ['펫샵 스탠다드', '펫샵 프리미엄', '펫샵 로얄']) {
        const same = button(`${name} 같은 종류 이용 중`);
        expect(same.disabled).toBe(true);
        expect(reasonOf(same)).toBe('이미 이용 중인 옵션(펫샵 베이직)과 같은 종류입니다. 같은 종류의 옵션은 하나만 이용할 수 있습니다.');
      }
      expect(screen.queryByRole('button', { name: /펫샵 .* 추가하기/ })).toBeNull();
      fireEvent.click(button('펫샵 프리미엄 같은 종류 이용 중'));
      expect(onSelect).not.toHaveBeenCalled();

      const other = button('럭키 플립 추가하기');
      expect(other.disabled).toBe(false);
      expect(other.hasAttribute('aria-describedby')).toBe(false);
      fireEvent.click(other);
      expect(onSelect).toHaveBeenLastCalledWith('PO0031');
      const tiers = screen.getAllByRole('button', { name: /^\S+ 가입하기$/ }) as HTMLButtonElement[];
      expect(tiers.map((b) => b.textContent)).toEqual(['가입하기', '가입하기', '가입하기', '가입하기']);
      expect(tiers.every((b) => !b.disabled)).toBe(true);
    });

    it('a held code without its option entry counts by the catalogue\'s kind (no end date: the hint says only a month more)', async () => {
      renderPlus(<MobileCatalogue onSelect={jest.fn()} heldOptions={{ options: [], optionCodes: ['PO0031'] }} />);
      await screen.findByTestId('plus-mobile-catalogue');
      const extend = button('럭키 플립 기간 연장');
      expect(extend.disabled).toBe(false);
      expect(reasonOf(extend)).toBe('이용 기간이 한 달 늘어납니다.');
      expect(button('펫샵 베이직 추가하기').disabled).toBe(false);
    });

    it('without the prop (an older mobile site) every option offers 추가하기, as before', async () => {
      const onSelect = jest.fn();
      renderPlus(<MobileCatalogue onSelect={onSelect} />);
      await screen.findByTestId('plus-mobile-catalogue');
      const add = screen.getAllByRole('button', { name: /추가하기$/ }) as HTMLButtonElement[];
      expect(add).toHaveLength(5);
      expect(add.every((b) => !b.disabled && b.textContent === '추가하기')).toBe(true);
      expect(screen.queryByText(/이용 중|기간 연장/)).toBeNull();
      fireEvent.click(button('펫샵 베이직 추가하기'));
      expect(onSelect).toHaveBeenCalledWith('PO0021');
    });

    it('no main membership (mainCode null: the demo \'member\'): every option disabled, saying options need one; the tiers can be joined', async () => {
      const onSelect = jest.fn();
      renderPlus(<MobileCatalogue onSelect={onSelect} heldOptions={{ options: [], optionCodes: [], mainCode: null }} />);
      await screen.findByTestId('plus-mobile-catalogue');
      const add = screen.getAllByRole('button', { name: /추가하기$/ }) as HTMLButtonElement[];
      expect(add).toHaveLength(5);
      for (const b of add) {
        expect(b.disabled).toBe(true);
        expect(reasonOf(b)).toBe('메인 멤버십(플러스) 가입 후 이용할 수 있습니다.');
      }
      fireEvent.click(button('펫샵 베이직 추가하기'));
      expect(onSelect).not.toHaveBeenCalled();
      const tiers = screen.getAllByRole('button', { name: /가입하기$/ }) as HTMLButtonElement[];
      expect(tiers.length).toBeGreaterThan(0);
      expect(tiers.every((b) => !b.disabled)).toBe(true);
    });

    it('an option in the mobile order (orderedCodes) says so on its card, not 추가하기 again, and its button takes it out (onRemove)', async () => {
      const onSelect = jest.fn();
      const onRemove = jest.fn();
      renderPlus(<MobileCatalogue onSelect={onSelect} heldOptions={{ options: [], optionCodes: [], mainCode: 'PM0005' }} orderedCodes={['po0022']} onRemove={onRemove} />);
      const inOrder = await screen.findByRole('button', { name: '펫샵 스탠다드 주문에 담김 · 빼기' });
      expect(inOrder.textContent).toBe('주문에 담김 · 빼기');
      expect(screen.queryByRole('button', { name: '펫샵 스탠다드 추가하기' })).toBeNull();
      fireEvent.click(inOrder);
      expect(onRemove).toHaveBeenCalledWith('PO0022');
      expect(onSelect).not.toHaveBeenCalled();
      // the others still offer 추가하기
      expect(button('펫샵 베이직 추가하기').disabled).toBe(false);
      expect(screen.getAllByRole('button', { name: /주문에 담김/ })).toHaveLength(1);
    });

    it('without onRemove (an older mobile site) an ordered option still offers 추가하기', async () => {
      renderPlus(<MobileCatalogue onSelect={jest.fn()} heldOptions={{ options: [], optionCodes: [], mainCode: 'PM0005' }} orderedCodes={['PO0022']} />);
      await screen.findByTestId('plus-mobile-catalogue');
      expect(button('펫샵 스탠다드 추가하기').textContent).toBe('추가하기');
      expect(screen.queryByRole('button', { name: /주문에 담김/ })).toBeNull();
    });

    it('null (a guest) holds nothing', async () => {
      renderPlus(<MobileCatalogue onSelect={jest.fn()} heldOptions={null} />, { memberNo: null });
      await screen.findByTestId('plus-mobile-catalogue');
      expect(screen.queryAllByRole('button', { name: /이용 중|기간 연장/ })).toHaveLength(0);
    });
  });
});
