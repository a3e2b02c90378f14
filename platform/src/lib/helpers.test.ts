import { copyToClipboard } from './clipboard';
import { parseGameId } from './game';
import { createActionKey } from './idempotency';
import { openPopupWindow } from './popupWindow';
import { withMinDelay } from './async';
import { isInternetExplorer } from './browser';

describe('parseGameId', () => {
  it('reads gameid / gameId and falls back to poker7', () => {
    expect(parseGameId('?gameid=baduki')).toBe('baduki');
    expect(parseGameId('gameId=HOOLA3')).toBe('hoola3');
    expect(parseGameId({ gameId: 'lasudda' })).toBe('lasudda');
    expect(parseGameId('?gameid=baccarat')).toBe('poker7');
    expect(parseGameId('?gameid=')).toBe('poker7');
    expect(parseGameId(null)).toBe('poker7');
  });
});

describe('copyToClipboard', () => {
  const original = navigator.clipboard;
  afterEach(() => Object.defineProperty(navigator, 'clipboard', { value: original, configurable: true }));
  it('uses the clipboard API', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await copyToClipboard('abc');
    expect(writeText).toHaveBeenCalledWith('abc');
  });
  it("fails with '클립보드 복사 실패'", async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('x')) }, configurable: true });
    (document as unknown as { execCommand: () => boolean }).execCommand = () => false;
    await expect(copyToClipboard('abc')).rejects.toThrow('클립보드 복사 실패');
  });
});

describe('createActionKey', () => {
  it('keeps one key per action until reset', () => {
    const action = createActionKey();
    const first = action.get();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(action.get()).toBe(first);
    action.reset();
    expect(action.get()).not.toBe(first);
  });
});

describe('openPopupWindow', () => {
  it('opens with the SPEC §9 size', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    openPopupWindow('/popup/mileage', 'mileage', { name: 'mileage' });
    expect(open).toHaveBeenCalledWith('/popup/mileage', 'mileage', expect.stringContaining('width=550,height=825'));
    open.mockRestore();
  });
});

describe('withMinDelay', () => {
  it('waits at least 200 ms', async () => {
    jest.useFakeTimers();
    let done = false;
    const p = withMinDelay(Promise.resolve(1)).then((v) => {
      done = true;
      return v;
    });
    await jest.advanceTimersByTimeAsync(150);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(60);
    await expect(p).resolves.toBe(1);
    jest.useRealTimers();
  });
});

describe('isInternetExplorer', () => {
  it('detects MSIE and Trident', () => {
    expect(isInternetExplorer('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko')).toBe(true);
    expect(isInternetExplorer('Mozilla/5.0 Chrome/120')).toBe(false);
  });
});
