import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GlobalMembership, MobilePersonalState, PlusProduct } from '@hanpan/contracts';
import { hanpanStore, provideRemoteModuleLoader } from '@hanpan/platform';
import type { PlusCatalogueProps } from '../../../lib/remoteModules';
import { loginAs, renderMobile, resetStore } from '../../../test/renderMobile';
import { PlusCatalogueOrder } from './PlusCatalogueOrder';

const product = (code: string, type: PlusProduct['type'], name: string, price: string, optionKey: string | null = null, groupType: string | null = null): PlusProduct => ({
  code, type, tier: null, groupType, optionKey, serviceCode: null, name, description: '', price, monthlyBankbookMoney: '0', imageUrl: '',
});
const PET = [
  product('PO0021', 'OPTION', '펫샵 베이직', '3300', 'pet', 'PET'),
  product('PO0022', 'OPTION', '펫샵 스탠다드', '5500', 'pet', 'PET'),
  product('PO0023', 'OPTION', '펫샵 프리미엄', '9900', 'pet', 'PET'),
];
const LUCKY_FLIP = [product('PO0031', 'OPTION', '럭키 플립', '3300', 'lucky-flip', 'LUCKY_FLIP')];
const CATALOGUE: GlobalMembership = { main: { PM0005: product('PM0005', 'MAIN', 'W-Plus', '19800') }, option: { PET, LUCKY_FLIP }, item: [] };

/** the member state; `options` / `optionCodes` as GET /api/membership/me answers them */
const stateWith = (membershipUser: MobilePersonalState['membershipUser'], mainMembershipId: string | null = 'PM0005'): MobilePersonalState => ({
  money: '1000', hancoin: '0', limitAmount: '500000', vipUser: null, isOpenedVip: true, mainMembershipId, membershipUser, beginner: false,
});
const LUCKY_FLIP_HELD = stateWith({
  mainCode: 'PM0005',
  optionCodes: ['PO0031'],
  options: [{ code: 'PO0031', key: 'lucky-flip', serviceCode: 'LUCKY_FLIP', name: '럭키 플립', membershipId: 9, startDate: '2030-01-01T00:00:00.000Z', endDate: '2030-02-01T00:00:00.000Z' }],
});

const PET_BASIC_HELD = stateWith({
  mainCode: 'PM0005',
  optionCodes: ['PO0021'],
  options: [{ code: 'PO0021', key: 'pet', serviceCode: 'PET_SHOP', name: '펫샵 베이직', membershipId: 8, startDate: '2030-01-01T00:00:00.000Z', endDate: '2030-02-01T00:00:00.000Z' }],
});

// the catalogue as mfe_plus/mobile lends it: each product with its 가입하기 / 추가하기 button, an
// option in the order with its '주문에 담김 · 빼기' (as the real one does); what it was told the
// member holds is kept (the real one disables those kinds' cards, see mfe-plus)
let heldGiven: PlusCatalogueProps['heldOptions'] | 'not given' = 'not given';
function FakeCatalogue({ onSelect, heldOptions, orderedCodes, onRemove }: PlusCatalogueProps) {
  heldGiven = heldOptions;
  return (
    <ul>
      {[...Object.values(CATALOGUE.main), ...Object.values(CATALOGUE.option).flat()].map((p) => (
        <li key={p.code}>
          {onRemove && orderedCodes?.includes(p.code) ? (
            <button type="button" onClick={() => onRemove(p.code)} aria-label={`${p.name} 주문에 담김 · 빼기`}>
              주문에 담김 · 빼기
            </button>
          ) : (
            <button type="button" onClick={() => onSelect?.(p.code)} aria-label={`${p.name} ${p.type === 'MAIN' ? '가입하기' : '추가하기'}`}>
              {p.type === 'MAIN' ? '가입하기' : '추가하기'}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

let stopLoader: () => void;
let open: jest.SpyInstance;
/** The Plus page opened in a window of its own (the mobile page itself stays). */
const opened = () => open.mock.calls.map(([url]) => url as string);
beforeEach(() => {
  stopLoader = provideRemoteModuleLoader(async () => ({ PlusMobileCatalogue: FakeCatalogue }));
  open = jest.spyOn(window, 'open').mockImplementation(() => ({ focus: () => undefined }) as Window);
});
afterEach(() => {
  open.mockRestore();
  stopLoader();
  resetStore();
  heldGiven = 'not given';
});

function renderOrder(state: MobilePersonalState) {
  loginAs(100101);
  return renderMobile(
    <PlusCatalogueOrder />,
    {
      path: '/mobile/plus',
      api: ({ url = '' }) => (url.includes('mobile-membership') ? { body: CATALOGUE } : url.includes('personal-state') ? { body: state } : { body: null }),
    },
  );
}
const add = (name: string) => fireEvent.click(screen.getByRole('button', { name: `${name} 추가하기` }));
const kind = (key: string) => screen.getByTestId(`order-kind-${key}`);
const alertBody = () => hanpanStore.getState().layer.current?.body;
const closeAlert = () => hanpanStore.getState().resolvePopup(true);

describe('PlusCatalogueOrder', () => {
  it('the order empties when what the member holds changes, i.e. it was paid (QA: 럭키 플립 stayed in it after it was paid, now as its 기간 연장: a second 결제하기 would pay again)', async () => {
    let state = stateWith(null);
    loginAs(100101);
    const { client } = renderMobile(<PlusCatalogueOrder />, {
      path: '/mobile/plus',
      api: ({ url = '' }) => (url.includes('mobile-membership') ? { body: CATALOGUE } : url.includes('personal-state') ? { body: state } : { body: null }),
    });
    await screen.findByTestId('plus-option-order');
    add('럭키 플립');
    expect(screen.getByTestId('option-order-total').textContent).toBe('3,300원');
    expect(screen.getByTestId('option-order-notice').textContent).toBe('럭키 플립을 담았습니다.');
    // the member data fetched again, nothing changed (a cancelled payment, a refocus): the order stays
    await act(() => client.invalidateQueries());
    expect(within(kind('lucky-flip')).getByTestId('order-pick-lucky-flip').textContent).toBe('럭키 플립');
    // an option named as its kind is said once on its row
    expect(kind('lucky-flip').textContent!.split('럭키 플립').length - 1).toBe(1);
    // paid in the window 결제하기 opened: the member data fetched again holds it
    state = LUCKY_FLIP_HELD;
    await act(() => client.invalidateQueries());
    await waitFor(() => expect(kind('lucky-flip').textContent).toContain('이용 중'));
    expect(within(kind('lucky-flip')).queryByTestId('order-pick-lucky-flip')).toBeNull();
    expect(kind('lucky-flip').textContent!.split('럭키 플립').length - 1).toBe(1);
    expect(screen.getByTestId('option-order-total').textContent).toBe('0원');
    // (the notice is cleared by an effect after the order emptied: a render later on a busy machine)
    await waitFor(() => expect(screen.getByTestId('option-order-notice').textContent).toBe(''));
    expect(screen.getByRole('button', { name: '결제하기' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('a second pet-shop tier replaces the first (one option per kind) with a Korean reason; only one pet option is paid', async () => {
    renderOrder(stateWith(null));
    await screen.findByTestId('plus-option-order');
    add('펫샵 베이직');
    expect(within(kind('pet')).getByTestId('order-pick-pet').textContent).toBe('펫샵 베이직');
    expect(screen.getByTestId('option-order-notice').textContent).toBe('펫샵 베이직을 담았습니다.');
    expect(hanpanStore.getState().layer.state).toBe('closed');

    add('펫샵 프리미엄');
    expect(within(kind('pet')).getByTestId('order-pick-pet').textContent).toBe('펫샵 프리미엄');
    expect(kind('pet').textContent).not.toContain('펫샵 베이직');
    expect(alertBody()).toBe('펫샵 옵션은 하나만 담을 수 있어 펫샵 베이직 대신 펫샵 프리미엄을 담았습니다.');
    closeAlert();
    // another kind goes in beside it
    add('럭키 플립');
    expect(within(kind('lucky-flip')).getByTestId('order-pick-lucky-flip').textContent).toBe('럭키 플립');
    expect(screen.getByTestId('option-order-total').textContent).toBe('13,200원');

    fireEvent.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(opened()).toEqual(['/popup/plus/me/payments?code=PO0023,PO0031']));
  });

  it("the option held goes in as its '기간 연장' (a month more, paid once at its price); another of its kind is refused with the API's own text", async () => {
    renderOrder(PET_BASIC_HELD);
    await screen.findByTestId('plus-option-order');
    await waitFor(() => expect(kind('pet').textContent).toContain('이용 중'));
    expect(kind('pet').textContent).toContain('펫샵 베이직 이용 중');
    expect(kind('lucky-flip').textContent).not.toContain('이용 중');

    // another option of the kind held: refused, nothing in the order
    add('펫샵 프리미엄');
    expect(String(alertBody())).toContain('이미 이용 중인 펫샵 옵션이 있습니다.');
    closeAlert();
    expect(within(kind('pet')).queryByTestId('order-pick-pet')).toBeNull();
    expect(screen.getByTestId('option-order-total').textContent).toBe('0원');
    expect(screen.getByRole('button', { name: '결제하기' }).getAttribute('aria-disabled')).toBe('true');

    // the option held itself: its extension, no alert
    add('펫샵 베이직');
    expect(hanpanStore.getState().layer.state).toBe('closed');
    expect(within(kind('pet')).getByTestId('order-pick-pet').textContent).toBe('펫샵 베이직');
    expect(kind('pet').textContent).toContain('기간 연장');
    expect(kind('pet').textContent).toContain('이용 기간이 한 달 늘어납니다 (현재 ~ 2030.02.01까지)');
    expect(screen.getByTestId('option-order-notice').textContent).toBe('펫샵 베이직 기간 연장을 담았습니다. 이용 기간이 한 달 늘어납니다 (현재 ~ 2030.02.01까지)');
    expect(screen.getByTestId('option-order-total').textContent).toBe('3,300원');
    // still one of the kind: another pet option is refused beside it, the extension stays
    add('펫샵 스탠다드');
    expect(String(alertBody())).toContain('이미 이용 중인 펫샵 옵션이 있습니다.');
    closeAlert();
    expect(within(kind('pet')).getByTestId('order-pick-pet').textContent).toBe('펫샵 베이직');
    add('럭키 플립');
    expect(screen.getByTestId('option-order-total').textContent).toBe('6,600원');

    fireEvent.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(opened()).toEqual(['/popup/plus/me/payments?code=PO0021,PO0031']));
  });

  it('no main membership (the demo \'member\'): the catalogue is told (its option cards say options need one), no option goes in, with the reason; a tier goes to the join page', async () => {
    renderOrder(stateWith(null, null));
    await screen.findByTestId('plus-option-order');
    await waitFor(() => expect(heldGiven).toEqual({ options: [], optionCodes: [], mainCode: null }));
    // the order says options need one
    expect(screen.getByRole('note').textContent).toContain('메인 멤버십(플러스)을 이용하는 동안');
    add('펫샵 스탠다드');
    expect(alertBody()).toBe('옵션 멤버십은 메인 멤버십(플러스)을 이용하는 동안 가입할 수 있습니다.\n위의 메인 멤버십에 먼저 가입해 주세요.');
    hanpanStore.getState().resolvePopup(true);
    expect(kind('pet').textContent).toContain('담은 옵션 없음');
    expect(screen.getByTestId('option-order-notice').textContent).toBe('옵션 멤버십은 메인 멤버십(플러스)을 이용하는 동안 가입할 수 있습니다.');
    const pay = screen.getByRole('button', { name: '결제하기' }) as HTMLButtonElement;
    // unavailable, yet reached by Tab with its reason
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    expect(pay.disabled).toBe(false);
    expect(pay.getAttribute('aria-describedby')).toBe(screen.getByRole('note').id);
    fireEvent.click(screen.getByRole('button', { name: 'W-Plus 가입하기' }));
    await waitFor(() => expect(opened()).toEqual(['/popup/plus/join?code=PM0005']));
  });

  it('빼기 takes an option out', async () => {
    renderOrder(stateWith(null));
    await screen.findByTestId('plus-option-order');
    add('펫샵 스탠다드');
    expect(kind('pet').textContent).toContain('펫샵 스탠다드');
    fireEvent.click(screen.getByRole('button', { name: '펫샵 스탠다드 빼기' }));
    expect(kind('pet').textContent).toContain('담은 옵션 없음');
    const pay = screen.getByRole('button', { name: '결제하기' });
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    // the empty order says how to fill it, and the button is described by it
    expect(document.getElementById(pay.getAttribute('aria-describedby') ?? '')?.textContent).toBe('옵션의 추가하기를 눌러 결제할 옵션을 담아 주세요.');
  });

  it('the catalogue is told what is in the order: the card says 주문에 담김 · 빼기, and tapping it takes the option out (QA: the card still said 추가하기)', async () => {
    renderOrder(stateWith(null));
    await screen.findByTestId('plus-option-order');
    add('펫샵 베이직');
    expect(screen.queryByRole('button', { name: '펫샵 베이직 추가하기' })).toBeNull();
    expect(screen.getByRole('button', { name: '펫샵 베이직 주문에 담김 · 빼기' })).toBeTruthy();
    // a second of the kind takes its place: on the cards too
    add('펫샵 프리미엄');
    closeAlert();
    expect(screen.getByRole('button', { name: '펫샵 베이직 추가하기' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '펫샵 프리미엄 주문에 담김 · 빼기' }));
    expect(kind('pet').textContent).toContain('담은 옵션 없음');
    expect(screen.getByRole('button', { name: '펫샵 프리미엄 추가하기' })).toBeTruthy();
    expect(screen.getByTestId('option-order-notice').textContent).toBe('');
    expect(screen.getByRole('button', { name: '결제하기' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('a member with a main membership goes from a tier (the catalogue\'s 변경하기) straight to the change page', async () => {
    renderOrder(LUCKY_FLIP_HELD);
    await screen.findByTestId('plus-option-order');
    fireEvent.click(screen.getByRole('button', { name: 'W-Plus 가입하기' }));
    await waitFor(() => expect(opened()).toEqual(['/popup/plus/change?code=PM0005']));
  });

  it('tells the lent catalogue what the member holds (with the end, for its 기간 연장 hint), so its cards of a held kind say so before 추가하기', async () => {
    renderOrder(LUCKY_FLIP_HELD);
    await screen.findByTestId('plus-option-order');
    await waitFor(() =>
      expect(heldGiven).toEqual({ options: [{ code: 'PO0031', key: 'lucky-flip', name: '럭키 플립', endDate: '2030-02-01T00:00:00.000Z' }], optionCodes: ['PO0031'], mainCode: 'PM0005' }),
    );
    // the same reading the order card uses
    expect(kind('lucky-flip').textContent).toMatch(/^럭키 플립이용 중같은 옵션을 담으면 기간이 연장되며/);
  });

  it('nothing held: the catalogue is told so (every option offers 추가하기)', async () => {
    renderOrder(stateWith(null));
    await screen.findByTestId('plus-option-order');
    await waitFor(() => expect(heldGiven).toBeNull());
  });
});
