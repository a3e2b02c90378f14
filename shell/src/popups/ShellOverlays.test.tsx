import { act, render, screen } from '@testing-library/react';
import { AreaProviders, hanpanStore, MESSAGES } from '@hanpan/platform';
import { copyWithFeedback } from '../features/common/copy';
import { OfflineNotice, TooltipHost } from './ShellOverlays';

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
