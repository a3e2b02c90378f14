// The frame's modal behaviour around its body: the page behind does not scroll while it is open,
// a body taller than the window is a named tab stop, and a confirm of a step that cannot be undone
// opens on its safe button.
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { ConfirmFrame } from './ConfirmFrame';
import { LayerFrame } from './LayerFrame';
import { theme } from './theme';
import { usePageScrollLock } from './usePageScrollLock';

const withTheme = (ui: React.ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('DialogFrame', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.documentElement.removeAttribute('style');
  });

  it('locks the page scroll while open and restores exactly what was there when it closes', () => {
    const root = document.documentElement;
    root.style.overflow = 'auto';
    const { unmount } = withTheme(<LayerFrame header="확률표" onClose={jest.fn()} />);
    expect(root.style.overflow).toBe('hidden');
    unmount();
    expect(root.style.overflow).toBe('auto');
    expect(root.style.scrollbarGutter).toBe('');
  });

  it('the lock ends with the last dialog that holds it', () => {
    const first = renderHook(() => usePageScrollLock());
    const second = renderHook(() => usePageScrollLock());
    first.unmount();
    expect(document.documentElement.style.overflow).toBe('hidden');
    second.unmount();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('keeps the scrollbar gutter of a page that has a scrollbar, so nothing moves sideways', () => {
    jest.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
    const { unmount } = withTheme(<LayerFrame header="확률표" onClose={jest.fn()} />);
    expect(document.documentElement.style.scrollbarGutter).toBe('stable');
    unmount();
    expect(document.documentElement.style.scrollbarGutter).toBe('');
  });

  describe('a body taller than the window', () => {
    let observers: (() => void)[] = [];
    beforeEach(() => {
      observers = [];
      class FakeResizeObserver {
        constructor(private callback: () => void) {
          observers.push(() => this.callback());
        }
        observe() {}
        disconnect() {}
      }
      Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: FakeResizeObserver });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'ResizeObserver');
    });

    it('is a tab stop named like the dialog while it scrolls, and out of the tab order once it fits', async () => {
      const user = userEvent.setup();
      let height = 1200;
      jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => height);
      jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
      withTheme(
        <LayerFrame header="럭키 플립 확률표" onClose={jest.fn()} onSubmit={jest.fn()}>
          <table>
            <tbody>
              <tr>
                <td>1등 0.01%</td>
              </tr>
            </tbody>
          </table>
        </LayerFrame>,
      );
      const body = screen.getByRole('region', { name: '럭키 플립 확률표' });
      expect(body.tabIndex).toBe(0);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '닫기' }));
      await user.tab();
      expect(document.activeElement).toBe(body);
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '확인' }));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '닫기' }));

      height = 200;
      act(() => observers.forEach((o) => o()));
      expect(screen.queryByRole('region')).toBeNull();
      expect(body.hasAttribute('tabindex')).toBe(false);
    });
  });

  it("ConfirmFrame opens on 취소 when the caller says the step cannot be undone (defaultFocus 'cancel'), on its submit otherwise", () => {
    const first = withTheme(<ConfirmFrame body="낮춥니다." submitText="한도 낮추기" defaultFocus="cancel" onSubmit={jest.fn()} onCancel={jest.fn()} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '취소' }));
    first.unmount();
    withTheme(<ConfirmFrame body="사용할까요?" submitText="사용하기" onSubmit={jest.fn()} onCancel={jest.fn()} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '사용하기' }));
  });
});
