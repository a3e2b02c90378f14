import { createHanpanStore } from '@hanpan/platform';
import { jokerCatchAllowed, openJokerCatchGate, type JokerCatchDeps } from './jokerCatch';

function setup(publisher: 'hanpan' | 'partner', mainCode: string | null) {
  const store = createHanpanStore();
  store.getState().setPublisher(publisher);
  store.getState().setMember({ memberNo: 5, loginStatus: { code: 'LOGIN' } });
  const deps: JokerCatchDeps = {
    store,
    assign: jest.fn(),
    currentUrl: () => '/shop/item',
    openPopup: jest.fn(),
    mainCode,
    openJokerCatch: jest.fn(),
    navigate: jest.fn(),
  };
  return { store, deps };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('Joker-catch gate', () => {
  it('X-Plus and Z-Plus only', () => {
    expect(jokerCatchAllowed('PM0006')).toBe(true);
    expect(jokerCatchAllowed('pm0007')).toBe(true);
    expect(jokerCatchAllowed('PM0005')).toBe(false);
    expect(jokerCatchAllowed(null)).toBe(false);
  });

  it('Z-Plus opens the Joker-catch popup', async () => {
    const { deps } = setup('hanpan', 'PM0007');
    expect(await openJokerCatchGate(deps)).toBe('opened');
    expect(deps.openJokerCatch).toHaveBeenCalled();
  });

  it('a member without X-Plus gets the popup with a way to the Plus guide', async () => {
    const { store, deps } = setup('hanpan', null);
    const run = openJokerCatchGate(deps);
    await flush();
    const popup = store.getState().layer.current!;
    // Korean for the membership ('플러스'); the tier keeps its product name (X-Plus)
    expect(popup.body).toBe('조커 잡기는 X-Plus 이상 플러스 가입자만 이용할 수 있습니다.');
    expect(String(popup.body)).not.toMatch(/ Plus /);
    await popup.footerButtons[0]!.onClick!();
    expect(deps.navigate).toHaveBeenCalledWith('/plus/guide/main/X');
    store.getState().resolvePopup(true);
    expect(await run).toBe('refused');
    expect(deps.openJokerCatch).not.toHaveBeenCalled();
  });

  it('the partner publisher gets the SPEC wording and no Plus link', async () => {
    const { store, deps } = setup('partner', 'PM0004');
    const run = openJokerCatchGate(deps);
    await flush();
    expect(store.getState().layer.current!.body).toBe('조커 잡기는 X-Plus 이상 가입자분들만 이용하실 수 있습니다.');
    expect(store.getState().layer.current!.footerButtons).toEqual([]);
    store.getState().resolvePopup(true);
    expect(await run).toBe('refused');
  });
});
