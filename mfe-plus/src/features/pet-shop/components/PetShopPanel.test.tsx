import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hanpanStore } from '@hanpan/platform';
import { installFakeApi } from '@hanpan/platform/testing';
import type { PetShopErrorCode, PetShopState } from '@hanpan/contracts';
import { answerPopup, currentPopup, renderPlus } from '../../../test/renderPlus';
import { PET_SHOP_ERRORS } from '../petShopErrorTexts';
import { PetShopPanel } from './PetShopPanel';

const api = installFakeApi();
afterAll(() => api.restore());
afterEach(() => hanpanStore.getState().closeAllPopups());

const items = (dressed: string[]) =>
  [
    { itemCode: 'PET_HAT', name: '펫 모자', bonusPercent: 10 },
    { itemCode: 'PET_RIBBON', name: '펫 리본', bonusPercent: 10 },
    { itemCode: 'PET_CAPE', name: '펫 망토', bonusPercent: 20 },
    { itemCode: 'PET_CROWN', name: '펫 왕관', bonusPercent: 30 },
  ].map((i) => ({ ...i, dressed: dressed.includes(i.itemCode) }));
const pet = (dressed: string[]): PetShopState => ({
  petShopId: 1, petName: '콩이', optionCode: 'PO0021', optionName: '펫샵 베이직', optionMembershipId: 7, items: items(dressed), rewardMoneyPerUse: '650000000',
  totalCount: 1, remainCount: 1, petShopMoney: '650000000', nextBenefitSchedule: '2030-01-01T00:00:00Z',
});

describe('PetShopPanel', () => {
  it('two worn: the other items wait for one to come off, and the note says so', async () => {
    api.respond((req) => (req.url?.includes('total-bonus') ? { body: { optionMembershipId: 7, optionCode: 'PO0021', totalBonusMoney: '0' } } : { body: pet(['PET_HAT', 'PET_CAPE']) }));
    renderPlus(<PetShopPanel />);
    const crown = (await screen.findByRole('button', { name: '펫 왕관 입히기' })) as HTMLButtonElement;
    expect(screen.getByText(/2\/2 착용/)).toBeTruthy();
    expect(crown.disabled).toBe(true);
    expect(document.getElementById(crown.getAttribute('aria-describedby')!)?.textContent).toContain('먼저 하나를 벗겨 주세요');
    expect((screen.getByRole('button', { name: '펫 모자 벗기기' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a third item the server still refuses (worn in another window) shows the Korean text of ERROR_TOO_MANY_DRESSED', async () => {
    api.respond((req) => {
      if (req.url?.includes('total-bonus')) return { body: { optionMembershipId: 7, optionCode: 'PO0021', totalBonusMoney: '0' } };
      if (req.method === 'post') return { status: 422, message: '펫 아이템은 최대 2개까지 착용할 수 있습니다.', body: { code: 'ERROR_TOO_MANY_DRESSED', title: '펫 아이템 착용 실패' } };
      return { body: pet(['PET_HAT']) };
    });
    renderPlus(<PetShopPanel />);
    expect((await screen.findByTestId('pet-name')).textContent).toBe('콩이');
    fireEvent.click(screen.getByRole('button', { name: '펫 왕관 입히기' }));
    await waitFor(() => expect(currentPopup()?.type).toBe('alert'));
    expect(currentPopup()?.header).toBe('펫 아이템 착용 실패');
    expect(currentPopup()?.body).toBe(PET_SHOP_ERRORS.ERROR_TOO_MANY_DRESSED.message);
    const post = api.calls.find((c) => c.method === 'post')!;
    expect(JSON.parse(String(post.data))).toEqual({ itemCode: 'PET_CROWN' });
  });

  it('undress sends PUT with the item', async () => {
    api.respond((req) => (req.url?.includes('total-bonus') ? { body: { optionMembershipId: 7, optionCode: 'PO0021', totalBonusMoney: '0' } } : { body: pet(['PET_HAT']) }));
    renderPlus(<PetShopPanel />);
    fireEvent.click(await screen.findByRole('button', { name: '펫 모자 벗기기' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'put')).toBe(true));
    expect(JSON.parse(String(api.calls.find((c) => c.method === 'put')!.data))).toEqual({ itemCode: 'PET_HAT' });
  });

  /** A pet shop that dresses and undresses like the API: a second request for the same change is refused. */
  function petShopApi(initial: string[]) {
    let dressed = [...initial];
    const seen = { post: 0, put: 0 };
    api.respond((req) => {
      if (req.url?.includes('total-bonus')) return { body: { optionMembershipId: 7, optionCode: 'PO0021', totalBonusMoney: '0' } };
      const itemCode = req.data ? (JSON.parse(String(req.data)) as { itemCode: string }).itemCode : '';
      if (req.method === 'post') {
        seen.post++;
        if (dressed.includes(itemCode)) return { status: 422, message: '이미 착용한 펫 아이템입니다.', body: { code: 'ERROR_ALREADY_DRESSED', title: '펫 아이템 착용 실패' } };
        dressed = [...dressed, itemCode];
      }
      if (req.method === 'put') {
        seen.put++;
        if (!dressed.includes(itemCode)) return { status: 422, message: '착용하지 않은 펫 아이템입니다.', body: { code: 'ERROR_NOT_DRESSED', title: '펫 아이템 착용 실패' } };
        dressed = dressed.filter((c) => c !== itemCode);
      }
      return { body: pet(dressed) };
    });
    return seen;
  }

  it('a double click on 입히기 dresses once: one POST, no failure dialog, every item button waits meanwhile', async () => {
    const seen = petShopApi([]);
    renderPlus(<PetShopPanel />);
    const button = (await screen.findByRole('button', { name: '펫 모자 입히기' })) as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    // the other items wait too (not busy: they were not clicked)
    const other = screen.getByRole('button', { name: '펫 망토 입히기' }) as HTMLButtonElement;
    expect(other.disabled).toBe(true);
    expect(other.getAttribute('aria-busy')).toBeNull();
    const undress = (await screen.findByRole('button', { name: '펫 모자 벗기기' })) as HTMLButtonElement;
    await waitFor(() => expect(undress.getAttribute('aria-disabled')).toBeNull());
    expect(undress.getAttribute('aria-busy')).toBeNull();
    expect(seen.post).toBe(1);
    expect(currentPopup()).toBeNull();
    expect(screen.getByText(/1\/2 착용/)).toBeTruthy();
  });

  it('a double click on 벗기기 undresses once: one PUT, no failure dialog', async () => {
    const seen = petShopApi(['PET_HAT']);
    renderPlus(<PetShopPanel />);
    const button = (await screen.findByRole('button', { name: '펫 모자 벗기기' })) as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    const dress = (await screen.findByRole('button', { name: '펫 모자 입히기' })) as HTMLButtonElement;
    await waitFor(() => expect(dress.getAttribute('aria-disabled')).toBeNull());
    expect(seen.put).toBe(1);
    expect(currentPopup()).toBeNull();
  });

  it('an undress that fails is titled 해제 실패, never 착용 실패', async () => {
    api.respond((req) => {
      if (req.url?.includes('total-bonus')) return { body: { optionMembershipId: 7, optionCode: 'PO0021', totalBonusMoney: '0' } };
      if (req.method === 'put') return { status: 422, message: '착용하지 않은 펫 아이템입니다.', body: { code: 'ERROR_NOT_DRESSED', title: '펫 아이템 착용 실패' } };
      return { body: pet(['PET_HAT']) };
    });
    renderPlus(<PetShopPanel />);
    fireEvent.click(await screen.findByRole('button', { name: '펫 모자 벗기기' }));
    await waitFor(() => expect(currentPopup()?.type).toBe('alert'));
    expect(currentPopup()?.header).toBe('펫 아이템 해제 실패');
    expect(currentPopup()?.body).toBe(PET_SHOP_ERRORS.ERROR_NOT_DRESSED.message);
    expect(PET_SHOP_ERRORS.ERROR_NOT_DRESSED.title).toBe('펫 아이템 해제 실패');
    act(() => void answerPopup(true));
    // any other refusal of an undress (the option ended meanwhile) is named after the undress too
    api.respond((req) => {
      if (req.url?.includes('total-bonus')) return { body: { optionMembershipId: 7, optionCode: 'PO0021', totalBonusMoney: '0' } };
      if (req.method === 'put') return { status: 422, message: 'x', body: { code: 'ERROR_INIT_FAIL' } };
      return { body: pet(['PET_HAT']) };
    });
    const again = screen.getByRole('button', { name: '펫 모자 벗기기' }) as HTMLButtonElement;
    await waitFor(() => expect(again.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(again);
    await waitFor(() => expect(currentPopup()?.type).toBe('alert'));
    expect(currentPopup()?.header).toBe('펫 아이템 해제 실패');
    expect(currentPopup()?.body).toBe(PET_SHOP_ERRORS.ERROR_INIT_FAIL.message);
  });

  it('without the pet option (ERROR_INIT_FAIL) explains how to get one instead of failing', async () => {
    api.respond(() => ({ status: 422, message: 'x', body: { code: 'ERROR_INIT_FAIL' } }));
    const onOpenGuide = jest.fn();
    renderPlus(<PetShopPanel onOpenGuide={onOpenGuide} />);
    fireEvent.click(await screen.findByRole('button', { name: '펫샵 알아보기' }));
    expect(onOpenGuide).toHaveBeenCalled();
  });

  it('a double click takes the bonus once; after 0회 남음 there is nothing to choose and the button stays off', async () => {
    let remain = 1;
    api.respond((req) => {
      if (req.url?.includes('total-bonus')) return { body: { optionMembershipId: 7, optionCode: 'PO0021', totalBonusMoney: '0' } };
      if (req.method === 'post') {
        remain = 0;
        return { body: { paidMoney: '650000000', money: '700000000', remainCount: 0 } };
      }
      return { body: { ...pet([]), remainCount: remain } };
    });
    renderPlus(<PetShopPanel />);
    const button = await screen.findByRole('button', { name: '펫샵 보너스 받기' });
    const start = api.calls.length;
    expect(screen.getByTestId('pet-reward-remain').textContent).toBe('1회 남음 / 1회');
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(currentPopup()?.header).toBe('펫샵 보너스'));
    expect(currentPopup()?.body).toBe('보너스 머니 6억 5,000만을 받았습니다.\n남은 횟수 0회');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    act(() => void answerPopup(true));
    await waitFor(() => expect(currentPopup()).toBeNull());
    expect(api.calls.slice(start).filter((c) => c.method === 'post')).toHaveLength(1);
    expect(screen.getByTestId('pet-reward-remain').textContent).toBe('0회 남음 / 1회');
    // no '0회' to pick: the state in words, and the button off pointing at it
    expect(screen.queryByLabelText(/받을 횟수/)).toBeNull();
    const off = screen.getByRole('button', { name: '펫샵 보너스 받기' }) as HTMLButtonElement;
    expect(off.disabled).toBe(true);
    expect(document.getElementById(off.getAttribute('aria-describedby') ?? '')).toBe(screen.getByTestId('pet-reward-used'));
    expect(screen.getByTestId('pet-reward-used').textContent).toContain('모두 받았습니다');
  });

  it.each([
    ['0', '아직 받은 보너스 없음'],
    ['1300000000', '13억'],
    ['650000000', '6억 5,000만'],
  ])('the option total %s reads %s (never a bare 0)', async (totalBonusMoney, shown) => {
    api.respond((req) => (req.url?.includes('total-bonus') ? { body: { optionMembershipId: 7, optionCode: 'PO0021', totalBonusMoney } } : { body: pet([]) }));
    renderPlus(<PetShopPanel />);
    await waitFor(() => expect(screen.getByTestId('pet-total-bonus').textContent).toBe(shown));
  });

  it('has a Korean title and text for every pet code of the API', () => {
    const codes: PetShopErrorCode[] = ['ERROR_NOT_MEMBERSHIP', 'ERROR_PAYMENT_IN_PROGRESS', 'ERROR_INIT_FAIL', 'ERROR_USE_ALL_PET_SHOP', 'ERROR_USE_PET_SHOP', 'ERROR_OVERMONEY', 'ERROR_UNKNOWN_PET_ITEM', 'ERROR_ALREADY_DRESSED', 'ERROR_TOO_MANY_DRESSED', 'ERROR_NOT_DRESSED'];
    for (const c of codes) {
      expect(PET_SHOP_ERRORS[c].title).toMatch(/[가-힣]/);
      expect(PET_SHOP_ERRORS[c].message).toMatch(/[가-힣]/);
    }
    expect(Object.keys(PET_SHOP_ERRORS).sort()).toEqual([...codes].sort());
  });
});
