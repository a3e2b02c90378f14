import { openPopupOrGo } from './openPopupOrGo';

describe('openPopupOrGo', () => {
  const realOpen = window.open;
  afterEach(() => {
    window.open = realOpen;
  });

  it('opens the popup by its name and size, and stays on this page', () => {
    const popup = { focus: jest.fn() } as unknown as Window;
    const open = jest.fn(() => popup);
    window.open = open as unknown as typeof window.open;
    const go = jest.fn();
    expect(openPopupOrGo('/popup/plus/bankbook', 'bankbook', 'hanpan_plus_bankbook', go)).toBe(popup);
    expect(open).toHaveBeenCalledWith('/popup/plus/bankbook', 'hanpan_plus_bankbook', expect.stringContaining('width=390,height=600'));
    expect(go).not.toHaveBeenCalled();
  });

  it('goes there in this window when the popup is blocked', () => {
    window.open = jest.fn(() => null) as unknown as typeof window.open;
    const go = jest.fn();
    expect(openPopupOrGo('/popup/charge', { width: 550, height: 840 }, 'hanpan_charge', go)).toBeNull();
    expect(go).toHaveBeenCalledWith('/popup/charge');
  });
});
