import { act, render, screen, waitFor } from '@testing-library/react';
import { AreaProviders, hanpanStore, MESSAGES } from '@hanpan/platform';
import { copyWithFeedback } from '../features/common/copy';
import { SERVER_UNREACHABLE } from '../routes/ShellErrorBoundary';
import { OfflineNotice, Popups, TooltipHost } from './ShellOverlays';

// The dialog code (its own chunk) as the network allows: offline, its import fails as webpack's does.
let mockDialogCodeReachable = true;
jest.mock('./PopupHost', () => {
  if (!mockDialogCodeReachable) throw Object.assign(new Error('Loading chunk popup-host failed.'), { name: 'ChunkLoadError' });
  return jest.requireActual('./PopupHost');
});

describe('tooltip, online status, clipboard feedback', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a tooltip for 1500 ms', () => {
    jest.useFakeTimers();
    render(
      <AreaProviders>
        <TooltipHost />
      </AreaProviders>,
    );
    act(() => hanpanStore.getState().showTooltip('복사했습니다'));
    expect(screen.getByTestId('tooltip').textContent).toBe('복사했습니다');
    act(() => void jest.advanceTimersByTime(1400));
    expect(screen.queryByTestId('tooltip')).not.toBeNull();
    act(() => void jest.advanceTimersByTime(200));
    expect(screen.queryByTestId('tooltip')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the offline notice while offline', () => {
    render(
      <AreaProviders>
        <OfflineNotice />
      </AreaProviders>,
    );
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    act(() => hanpanStore.getState().setOnline(false));
    expect(screen.getByTestId('offline-notice').textContent).toContain('오프라인');
    act(() => hanpanStore.getState().setOnline(true));
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });

  it('the offline notice covers no control: not over the headers at the top, above the mobile tab bar, and clicks go through it', () => {
    render(
      <AreaProviders>
        <OfflineNotice />
      </AreaProviders>,
    );
    act(() => hanpanStore.getState().setOnline(false));
    const style = getComputedStyle(screen.getByTestId('offline-notice'));
    expect(style.position).toBe('fixed');
    expect(style.top).not.toBe('0px');
    // the mobile tab bar is 49 px high (MobileLayout)
    expect(parseInt(style.bottom, 10)).toBeGreaterThan(49);
    expect(style.pointerEvents).toBe('none');
    act(() => hanpanStore.getState().setOnline(true));
  });

  it("clipboard failure alerts '클립보드 복사 실패'", async () => {
    const original = navigator.clipboard;
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    (document as unknown as { execCommand: () => boolean }).execCommand = () => false;
    const result = copyWithFeedback(hanpanStore, 'http://m.localhost');
    await act(async () => undefined);
    expect(hanpanStore.getState().layer.current?.body).toBe(MESSAGES.clipboardFailure);
    act(() => hanpanStore.getState().resolvePopup(true));
    await expect(result).resolves.toBe(false);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockResolvedValue(undefined) }, configurable: true });
    await expect(copyWithFeedback(hanpanStore, 'x')).resolves.toBe(true);
    expect(hanpanStore.getState().tooltip.message).toBe(MESSAGES.clipboardSuccess);
    hanpanStore.getState().hideTooltip();
    Object.defineProperty(navigator, 'clipboard', { value: original, configurable: true });
  });
});

describe('the popup host', () => {
  afterEach(() => {
    mockDialogCodeReachable = true;
    act(() => {
      hanpanStore.getState().closeAllPopups();
      hanpanStore.getState().hideTooltip();
    });
    jest.restoreAllMocks();
  });

  it('dialog code that cannot be fetched (offline) answers the confirm as cancelled and says why where the player looks; the next confirm loads it again', async () => {
    // (React reports the error its boundary caught)
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AreaProviders>
        <Popups />
        <TooltipHost />
      </AreaProviders>,
    );
    mockDialogCodeReachable = false;
    const store = hanpanStore.getState();
    // the popup window's 전환하기: one action at a time, which asks first
    let answer: boolean | null = null;
    void store.runAction('mileage-convert', () => store.confirm('1,000마일리지를 전환하시겠습니까?')).then((value) => (answer = value));
    await waitFor(() => expect(answer).toBe(false));
    expect(hanpanStore.getState().actions.running).toEqual([]);
    expect(hanpanStore.getState().layer.current).toBeNull();
    expect(screen.getByTestId('tooltip').textContent).toBe(SERVER_UNREACHABLE);
    // no error box drawn in the page's flow (below the fold of a popup window)
    expect(screen.queryByRole('alert')).toBeNull();

    mockDialogCodeReachable = true;
    const again = store.runAction('mileage-convert', () => store.confirm('1,000마일리지를 전환하시겠습니까?'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('1,000마일리지를 전환하시겠습니까?');
    act(() => hanpanStore.getState().resolvePopup(true));
    await expect(again).resolves.toBe(true);
  });
});
