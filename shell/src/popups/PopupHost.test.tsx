import { lazy, useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaProviders, defineLayers, hanpanStore, layerDismissal, type LayerComponents, type LayerContentProps } from '@hanpan/platform';
import { RemoteLoadError } from '../federation/errors';
import { historyBack, installNavigationApi, navigationStandIn, removeNavigationApi } from '../test/navigationApi';
import { LAYER_LOADING_DELAY_MS, PopupHost, type LayerSources } from './PopupHost';

function Sample({ props, resolve }: LayerContentProps) {
  return (
    <button type="button" onClick={() => resolve(true)}>
      {String(props.label)}
    </button>
  );
}

function Shop({ resolve }: LayerContentProps) {
  return (
    <button type="button" onClick={() => resolve(true)}>
      상점 레이어
    </button>
  );
}

// a layer whose action answers with an alert (the pet shop's bonus), keeping its own state
function Counter({ resolve }: LayerContentProps) {
  const [taken, setTaken] = useState(0);
  return (
    <>
      <p>받은 횟수 {taken}</p>
      <button
        type="button"
        onClick={async () => {
          setTaken((n) => n + 1);
          await hanpanStore.getState().alert({ header: '보너스 머니', body: '보너스 머니 1억을 받았습니다.' });
        }}
      >
        보너스 받기
      </button>
      <button type="button" onClick={async () => (await hanpanStore.getState().confirm('닫을까요?')) && resolve(true)}>
        닫기 확인
      </button>
      <button type="button" onClick={() => void hanpanStore.getState().openLayer('sample', { label: '확률표 내용' }, { over: true })}>
        확률표 보기
      </button>
    </>
  );
}

// a layer whose code arrives later (remotes expose their layers as lazy chunks)
let arrive: () => void = () => undefined;
const LateLayer = lazy(() => new Promise<{ default: typeof Sample }>((resolve) => (arrive = () => resolve({ default: Sample }))));
let arriveSlow: () => void = () => undefined;
const SlowLayer = lazy(() => new Promise<{ default: typeof Sample }>((resolve) => (arriveSlow = () => resolve({ default: Sample }))));
// a remote whose code (its ./layers module) is still on its way
let hpcLayers: (layers: LayerComponents) => void = () => undefined;

// a shell layer that throws (its chunk failed, or its code did)
function Broken(): never {
  throw new Error('레이어 오류');
}

const declarations = [
  ...defineLayers('shell', [{ key: 'sample', header: '샘플' }, { key: 'counter', header: '펫샵' }, { key: 'late', header: '늦은 레이어' }, { key: 'slow', header: '느린 레이어' }, { key: 'broken', header: '망가진 레이어' }]),
  ...defineLayers('mfe_hpc', [{ key: 'hpc-guide', header: '대회 안내' }]),
  ...defineLayers('mfe_shop', [{ key: 'restrict', header: '구매 한도 안내', size: 'm', dismissal: 'restrict' }]),
  ...defineLayers('mfe_vip', [{ key: 'vip', header: 'VIP 안내' }]),
];
const loadRemoteLayers = jest.fn(async (owner: string): Promise<LayerComponents> => {
  if (owner === 'mfe_shop') return { restrict: Shop };
  if (owner === 'mfe_hpc') return new Promise<LayerComponents>((resolve) => (hpcLayers = resolve));
  throw new RemoteLoadError('mfe_vip', 'load');
});
const SHELL_TEST_LAYERS = { sample: Sample, counter: Counter, late: LateLayer, slow: SlowLayer, broken: Broken };
const sources: LayerSources = { declarations: () => declarations, shellLayers: SHELL_TEST_LAYERS, loadRemoteLayers: (o) => (o === 'shell' ? Promise.resolve(SHELL_TEST_LAYERS) : loadRemoteLayers(o)) };
const wait = (ms: number) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)));
const loadingCue = () => screen.queryByTestId('layer-loading');

const renderHost = () =>
  render(
    <AreaProviders>
      <PopupHost sources={sources} />
    </AreaProviders>,
  );

afterEach(() => act(() => hanpanStore.getState().closeAllPopups()));

describe('PopupHost', () => {
  it('opens a layer with its content: the frame stays hidden while its code is on the way (it would grow on screen)', async () => {
    renderHost();
    act(() => void hanpanStore.getState().openLayer('late', { label: '늦게 온 내용' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    const hiddenBox = () => screen.getByRole('dialog', { hidden: true }).closest('[style*="visibility"]');
    expect(hiddenBox()).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => arrive());
    const dialog = await screen.findByRole('dialog');
    expect(hiddenBox()).toBeNull();
    expect(dialog.textContent).toContain('늦은 레이어');
    expect(dialog.textContent).toContain('늦게 온 내용');
  });

  it("says 불러오는 중 when a layer's code takes a moment (its owner's module, then its content), never for a quick one", async () => {
    renderHost();
    act(() => void hanpanStore.getState().openLayer('hpc-guide'));
    await wait(LAYER_LOADING_DELAY_MS / 3);
    expect(loadingCue()).toBeNull();
    await wait(LAYER_LOADING_DELAY_MS);
    expect(loadingCue()?.textContent).toBe('불러오는 중…');
    expect(loadingCue()?.closest('[role="status"]')).not.toBeNull();
    // the owner's module arrives, the content's code is still on the way: the same cue stays
    await act(async () => hpcLayers({ 'hpc-guide': SlowLayer }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loadingCue()).not.toBeNull();
    await act(async () => arriveSlow());
    expect((await screen.findByRole('dialog')).textContent).toContain('대회 안내');
    expect(loadingCue()).toBeNull();
    // a layer at hand opens without the cue
    act(() => hanpanStore.getState().closeAllPopups());
    act(() => void hanpanStore.getState().openLayer('sample', { label: '바로' }));
    await screen.findByRole('dialog');
    await wait(LAYER_LOADING_DELAY_MS + 50);
    expect(loadingCue()).toBeNull();
  });

  it('renders alerts with the default 확인 and resolves on submit', async () => {
    renderHost();
    let done = false;
    act(() => void hanpanStore.getState().alert('저장했습니다.').then(() => (done = true)));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('저장했습니다.');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(done).toBe(true);
  });

  it('resolves confirm with true/false', async () => {
    renderHost();
    let answer: boolean | null = null;
    act(() => void hanpanStore.getState().confirm({ body: '보내시겠습니까?', submitText: '보내기' }).then((v) => (answer = v)));
    await userEvent.click(await screen.findByRole('button', { name: '취소' }));
    expect(answer).toBe(false);
    act(() => void hanpanStore.getState().confirm('다시?').then((v) => (answer = v)));
    await userEvent.click(await screen.findByRole('button', { name: '확인' }));
    expect(answer).toBe(true);
  });

  it("a confirm opens on its submit, or on 취소 when the caller says so (defaultFocus 'cancel': a step that cannot be undone)", async () => {
    renderHost();
    act(() => void hanpanStore.getState().confirm({ body: '사용할까요?', submitText: '사용하기' }));
    expect(document.activeElement).toBe(await screen.findByRole('button', { name: '사용하기' }));
    await userEvent.keyboard('{Escape}');
    act(() => void hanpanStore.getState().confirm({ body: '낮춥니다.', submitText: '한도 낮추기', defaultFocus: 'cancel' }));
    await screen.findByRole('button', { name: '한도 낮추기' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '취소' }));
  });

  it('renders registered layers by key with their props', async () => {
    renderHost();
    let answer: boolean | null = null;
    act(() => void hanpanStore.getState().openLayer('sample', { label: '골드박스 열기' }, { header: '이벤트' }).then((v) => (answer = v)));
    expect(await screen.findByRole('dialog', { name: '이벤트' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '골드박스 열기' }));
    expect(answer).toBe(true);
    expect(hanpanStore.getState().layer.state).toBe('closed');
  });

  it('shows queued popups one after another', async () => {
    renderHost();
    act(() => {
      void hanpanStore.getState().alert('첫 번째');
      void hanpanStore.getState().alert('두 번째');
    });
    expect((await screen.findByRole('alertdialog')).textContent).toContain('첫 번째');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('두 번째');
  });

  it("an alert of a layer's action shows over the layer at once (QA: it waited until the layer closed); the layer keeps its state and has the focus back", async () => {
    renderHost();
    let answer: boolean | null = null;
    act(() => void hanpanStore.getState().openLayer('counter').then((v) => (answer = v)));
    const layer = await screen.findByRole('dialog', { name: '펫샵' });
    await userEvent.click(screen.getByRole('button', { name: '보너스 받기' }));
    const alert = await screen.findByRole('alertdialog', { name: '보너스 머니' });
    expect(alert.textContent).toContain('1억을 받았습니다');
    // the layer beneath is out of reach meanwhile
    expect(layer.closest('[inert]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: '펫샵' })).toBe(layer);
    expect(layer.textContent).toContain('받은 횟수 1');
    expect(layer.closest('[inert]')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '보너스 받기' }));
    // its content closes it after a confirm of its own
    await userEvent.click(screen.getByRole('button', { name: '닫기 확인' }));
    await userEvent.click(await screen.findByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(answer).toBe(true);
  });

  it("a layer opened from inside a layer (its '확률표 보기') shows over it; closing it comes back to the layer, as it was (QA: the layer gave way)", async () => {
    renderHost();
    act(() => void hanpanStore.getState().openLayer('counter'));
    const layer = await screen.findByRole('dialog', { name: '펫샵' });
    await userEvent.click(screen.getByRole('button', { name: '보너스 받기' }));
    await userEvent.click(await screen.findByRole('button', { name: '확인' }));
    await userEvent.click(screen.getByRole('button', { name: '확률표 보기' }));
    const table = await screen.findByRole('dialog', { name: '샘플' });
    expect(layer.closest('[inert]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(table.isConnected).toBe(false);
    expect(screen.getByRole('dialog', { name: '펫샵' })).toBe(layer);
    expect(layer.textContent).toContain('받은 횟수 1');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '확률표 보기' }));
  });

  it('an unknown layer key only warns and shows nothing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderHost();
    let answer: boolean | null = null;
    act(() => void hanpanStore.getState().openLayer('nope').then((v) => (answer = v)));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(answer).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('nope'));
    warn.mockRestore();
  });
});

describe('PopupHost: layers of remotes', () => {
  afterEach(() => layerDismissal.clear('restrict', 'restrict'));

  it('loads the owning remote on demand and renders its layer with the declared header', async () => {
    renderHost();
    let answer: boolean | null = null;
    act(() => void hanpanStore.getState().openLayer('restrict').then((v) => (answer = v)));
    expect(await screen.findByRole('dialog', { name: '구매 한도 안내' })).toBeTruthy();
    expect(loadRemoteLayers).toHaveBeenCalledWith('mfe_shop');
    await userEvent.click(screen.getByRole('button', { name: '상점 레이어' }));
    expect(answer).toBe(true);
  });

  it("offers the declared dismissal ('30일 동안 보지 않기') and then keeps page-opened layers closed", async () => {
    renderHost();
    act(() => void hanpanStore.getState().openLayer('restrict'));
    await userEvent.click(await screen.findByRole('button', { name: '30일 동안 보지 않기' }));
    expect(layerDismissal.isDismissed('restrict', 'restrict')).toBe(true);
    let answer: boolean | null = null;
    act(() => void hanpanStore.getState().openLayer('restrict', {}, { auto: true }).then((v) => (answer = v)));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(answer).toBe(false);
    // opened by the player, it still shows
    act(() => void hanpanStore.getState().openLayer('restrict'));
    expect(await screen.findByRole('dialog', { name: '구매 한도 안내' })).toBeTruthy();
  });

  it('a layer the page opens by itself shows once a page load: coming back to the page does not offer it again (QA: Forward history was lost)', async () => {
    renderHost();
    let first: boolean | null = null;
    act(() => void hanpanStore.getState().openLayer('restrict', {}, { auto: true, dismissKey: 'once-a-visit' }).then((v) => (first = v)));
    await userEvent.click(await screen.findByRole('button', { name: '상점 레이어' }));
    expect(first).toBe(true);
    let again: boolean | null = null;
    act(() => void hanpanStore.getState().openLayer('restrict', {}, { auto: true, dismissKey: 'once-a-visit' }).then((v) => (again = v)));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(again).toBe(false);
    // the player's own click still opens it
    act(() => void hanpanStore.getState().openLayer('restrict', {}, { dismissKey: 'once-a-visit' }));
    expect(await screen.findByRole('dialog', { name: '구매 한도 안내' })).toBeTruthy();
  });

  it("a layer the page opens by itself and the player closes with × is not shown on the page's next request in this page load (the shop's own product pages); the player's own open, or another member's, still shows it", async () => {
    renderHost();
    const offer = (dismissKey: string) => {
      let answer: boolean | null = null;
      act(() => void hanpanStore.getState().openLayer('restrict', {}, { auto: true, dismissKey }).then((v) => (answer = v)));
      return () => answer;
    };
    const first = offer('closed-with-x');
    await screen.findByRole('dialog', { name: '구매 한도 안내' });
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(first()).toBe(false);
    const again = offer('closed-with-x');
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(again()).toBe(false);
    act(() => void hanpanStore.getState().openLayer('restrict', {}, { dismissKey: 'closed-with-x' }));
    await userEvent.click(await screen.findByRole('button', { name: '닫기' }));
    offer('another-member');
    expect(await screen.findByRole('dialog', { name: '구매 한도 안내' })).toBeTruthy();
  });

  it('shows the Korean fallback with 다시 시도 inside the layer when its remote fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      renderHost();
      act(() => void hanpanStore.getState().openLayer('vip'));
      const dialog = await screen.findByRole('dialog', { name: 'VIP 안내' });
      expect(dialog.textContent).toContain('VIP 화면을 불러오지 못했습니다.');
      expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
      // the failure is logged with its cause
      expect(warn).toHaveBeenCalledWith('[popup] 레이어 vip을(를) 불러오지 못했습니다', expect.any(RemoteLoadError));
    } finally {
      warn.mockRestore();
    }
  });

  it('a shell layer that fails shows its Korean fallback with 다시 시도 inside the layer, and the next dialog still opens (QA: it was drawn under the footer and blocked every dialog)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderHost();
      act(() => void hanpanStore.getState().openLayer('broken'));
      const dialog = await screen.findByRole('dialog', { name: '망가진 레이어' });
      expect(within(dialog).getByRole('alert').textContent).toContain('화면을 불러오지 못했습니다.');
      expect(within(dialog).getByRole('button', { name: '다시 시도' })).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
      act(() => void hanpanStore.getState().openLayer('sample', { label: '다음 레이어' }));
      expect((await screen.findByRole('dialog', { name: '샘플' })).textContent).toContain('다음 레이어');
    } finally {
      error.mockRestore();
    }
  });
});

describe('PopupHost and the browser’s Back (with the Navigation API)', () => {
  beforeEach(installNavigationApi);
  afterEach(removeNavigationApi);

  it('Back closes a layer (false, as ×) and is 취소 on a confirm; an alert keeps Back as it was', async () => {
    renderHost();
    let layerAnswer: boolean | null = null;
    act(() => void hanpanStore.getState().openLayer('sample', { label: '내용' }).then((v) => (layerAnswer = v)));
    await screen.findByRole('dialog', { name: '샘플' });
    await act(historyBack);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(layerAnswer).toBe(false);

    let confirmAnswer: boolean | null = null;
    act(() => void hanpanStore.getState().confirm({ header: '구매 확인', body: '구매할까요?' }).then((v) => (confirmAnswer = v)));
    await screen.findByRole('alertdialog', { name: '구매 확인' });
    await act(historyBack);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(confirmAnswer).toBe(false);

    const length = window.history.length;
    act(() => void hanpanStore.getState().alert('로그인 후, 이용해 주세요.'));
    await screen.findByRole('alertdialog');
    expect(window.history.length).toBe(length);
  });

  it("Back answers an alert over a layer first (QA: it closed the layer beneath and left the alert on the bare page); the next Back closes the layer", async () => {
    renderHost();
    let layerAnswer: boolean | null = null;
    act(() => void hanpanStore.getState().openLayer('counter').then((v) => (layerAnswer = v)));
    await screen.findByRole('dialog', { name: '펫샵' });
    await userEvent.click(screen.getByRole('button', { name: '보너스 받기' }));
    await screen.findByRole('alertdialog', { name: '보너스 머니' });
    await act(historyBack);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: '펫샵' }).textContent).toContain('받은 횟수 1');
    expect(layerAnswer).toBeNull();
    await act(historyBack);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(layerAnswer).toBe(false);
  });

  it('Back is 취소 on a confirm over a layer and leaves the layer open; the next Back closes the layer', async () => {
    renderHost();
    let layerAnswer: boolean | null = null;
    act(() => void hanpanStore.getState().openLayer('counter').then((v) => (layerAnswer = v)));
    await screen.findByRole('dialog', { name: '펫샵' });
    await userEvent.click(screen.getByRole('button', { name: '닫기 확인' }));
    await screen.findByRole('alertdialog');
    // Back as the browser announces it (a step back to the same address), so an entry taken for
    // one left behind would be stepped over too
    const back = jest.spyOn(window.history, 'back');
    const traverseBack = () => {
      Object.assign(navigationStandIn, { currentEntry: { index: 2, url: window.location.href } });
      navigationStandIn.dispatchEvent(Object.assign(new Event('navigate'), { navigationType: 'traverse', destination: { index: 1, url: window.location.href } }));
      return historyBack();
    };
    await act(traverseBack);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: '펫샵' })).toBeTruthy();
    expect(layerAnswer).toBeNull();
    await act(traverseBack);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(layerAnswer).toBe(false);
    await wait(20);
    // one step each: the page under the layer stays
    expect(back).toHaveBeenCalledTimes(2);
    back.mockRestore();
  });
});
