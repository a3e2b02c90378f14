// Where the focus goes around a dialog: in (a marked element first), around (a player's controls
// are stops), and back out (to an opener that disabled itself, across the dialogs of one action,
// or to the area's heading when the opener is gone).
import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { lastFocusTarget } from '@hanpan/platform';
import { ActionButton } from './ActionButton';
import { AlertFrame } from './AlertFrame';
import { AreaProviders } from './AreaProviders';
import { ConfirmFrame } from './ConfirmFrame';
import { LayerFrame } from './LayerFrame';
import { focusableElements } from './useFocusTrap';
import { theme } from './theme';

const withTheme = (ui: React.ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('useFocusTrap', () => {
  it('lastFocusTarget (the shell calls it at start, before any dialog code has loaded) follows what takes focus from its first call', () => {
    lastFocusTarget();
    lastFocusTarget();
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    expect(lastFocusTarget()).toBe(button);
    button.remove();
  });

  it("lists a player's <video controls> and <audio controls> (their pause, volume, full screen), not one without controls", () => {
    const box = document.createElement('div');
    box.innerHTML = '<video controls></video><audio controls></audio><video></video>';
    expect(focusableElements(box).map((el) => el.tagName)).toEqual(['VIDEO', 'AUDIO']);
  });

  it('the element marked data-initial-focus takes focus first; Tab goes around through the player', async () => {
    const user = userEvent.setup();
    withTheme(
      <LayerFrame header="시즌 2 결승" onClose={jest.fn()}>
        {/* jsdom focuses a video only with a tabindex (a browser does with controls) */}
        <video controls data-initial-focus tabIndex={0} aria-label="결승 하이라이트" />
      </LayerFrame>,
    );
    const video = screen.getByLabelText('결승 하이라이트');
    const close = screen.getByRole('button', { name: '닫기' });
    expect(document.activeElement).toBe(video);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(video);
    // past the player's own controls the focus leaves it and is brought back to the first stop
    await user.tab();
    expect(document.activeElement).toBe(close);
  });

  it('an action that disabled its button and shows a confirm, then its result: focus returns to the button after the last dialog', async () => {
    const user = userEvent.setup();
    function Apply() {
      const [busy, setBusy] = useState(false);
      const [dialog, setDialog] = useState<'confirm' | 'done' | null>(null);
      return (
        <section aria-labelledby="t">
          <h2 id="t">참가 신청</h2>
          <button
            type="button"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={(e) => {
              setBusy(true);
              e.currentTarget.blur(); // a browser drops the focus of a button that becomes disabled
              setDialog('confirm');
            }}
          >
            신청하기
          </button>
          {dialog === 'confirm' && (
            <ConfirmFrame
              body="신청할까요?"
              onCancel={() => setDialog(null)}
              onSubmit={() => {
                setDialog(null);
                // the request, then its result
                setTimeout(() => setDialog('done'), 30);
              }}
            />
          )}
          {dialog === 'done' && (
            <AlertFrame
              body="신청이 완료되었습니다."
              onSubmit={() => {
                setDialog(null);
                setTimeout(() => setBusy(false), 30);
              }}
            />
          )}
        </section>
      );
    }
    withTheme(<Apply />);
    const apply = screen.getByRole('button', { name: '신청하기' });
    await user.click(apply);
    await user.click(screen.getByRole('button', { name: '확인' }));
    const done = await screen.findByRole('alertdialog');
    expect(done.textContent).toContain('신청이 완료되었습니다.');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(apply));
  });

  it('a button enabled again before the dialog mounted (its code was still loading) is still its opener, when on screen', async () => {
    const user = userEvent.setup();
    function Enter() {
      const [busy, setBusy] = useState(false);
      const [open, setOpen] = useState(false);
      return (
        <>
          <button
            type="button"
            disabled={busy}
            onClick={(e) => {
              setBusy(true);
              e.currentTarget.blur();
              // the refusal arrives, the button is enabled; the alert's code arrives after that
              setTimeout(() => {
                setBusy(false);
                setTimeout(() => setOpen(true), 20);
              }, 20);
            }}
          >
            입장하기
          </button>
          {open && <AlertFrame body="입장할 수 없습니다." onSubmit={() => setOpen(false)} />}
        </>
      );
    }
    withTheme(<Enter />);
    const enter = screen.getByRole('button', { name: '입장하기' });
    jest.spyOn(enter, 'getBoundingClientRect').mockReturnValue({ width: 80, height: 32, top: 100, bottom: 132, left: 0, right: 80, x: 0, y: 100, toJSON: () => ({}) });
    await user.click(enter);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(enter);
  });

  it('an opener gone when its dialog closes (replaced by what it did) leaves focus on the heading of its area, not on <body>', async () => {
    const user = userEvent.setup();
    function Benefit() {
      const [open, setOpen] = useState(false);
      const [received, setReceived] = useState(false);
      return (
        <main>
          <h1>VIP</h1>
          <section aria-labelledby="b">
            <h2 id="b">이번 달 혜택</h2>
            {received ? <p>받았습니다</p> : <button type="button" onClick={() => setOpen(true)}>받기</button>}
          </section>
          {open && (
            <AlertFrame
              body="혜택을 받았습니다."
              onSubmit={() => {
                setOpen(false);
                setReceived(true);
              }}
            />
          )}
        </main>
      );
    }
    withTheme(<Benefit />);
    await user.click(screen.getByRole('button', { name: '받기' }));
    await user.keyboard('{Escape}');
    const heading = screen.getByRole('heading', { name: '이번 달 혜택' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('an opener its page re-rendered away before its dialog opened is found by its ancestors: focus goes to the heading of its area, not the page h1', async () => {
    const user = userEvent.setup();
    function Flip() {
      const [flipped, setFlipped] = useState(false);
      const [open, setOpen] = useState(false);
      return (
        <main>
          <h1>나의 혜택</h1>
          <section aria-labelledby="f">
            <h2 id="f">럭키 플립</h2>
            {flipped ? (
              <p>이번 기간의 럭키 플립을 사용했습니다.</p>
            ) : (
              <button
                type="button"
                onClick={() => {
                  // the answer re-renders the card first, then the result is shown
                  setFlipped(true);
                  setTimeout(() => setOpen(true), 20);
                }}
              >
                카드 뒤집기
              </button>
            )}
          </section>
          {open && <AlertFrame body="1억 당첨!" onSubmit={() => setOpen(false)} />}
        </main>
      );
    }
    withTheme(<Flip />);
    await user.click(screen.getByRole('button', { name: '카드 뒤집기' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '럭키 플립' }));
  });

  it('an ActionButton keeps the focus through its result dialog, and gives it to its area heading when its action ends with it disabled (받기 완료)', async () => {
    const user = userEvent.setup();
    function Claim() {
      const [received, setReceived] = useState(false);
      const [result, setResult] = useState<(() => void) | null>(null);
      return (
        <main>
          <h1>VIP</h1>
          <section aria-labelledby="c">
            <h2 id="c">이번 달 VIP 혜택</h2>
            <ActionButton
              action="test.claim"
              disabled={received}
              onAction={async () => {
                setReceived(true);
                await new Promise<void>((resolve) => setResult(() => resolve));
              }}
            >
              {received ? '받기 완료' : '받기'}
            </ActionButton>
          </section>
          {result && (
            <AlertFrame
              body="혜택을 받았습니다."
              onSubmit={() => {
                setResult(null);
                result();
              }}
            />
          )}
        </main>
      );
    }
    render(
      <AreaProviders globalStyle={false}>
        <Claim />
      </AreaProviders>,
    );
    const claim = screen.getByRole('button', { name: '받기' }) as HTMLButtonElement;
    claim.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    // received already, but busy (not disabled) while its dialog is open: it is still the opener
    expect([claim.textContent, claim.disabled, claim.getAttribute('aria-busy')]).toEqual(['받기 완료', false, 'true']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(claim.disabled).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: '이번 달 VIP 혜택' })));
  });

  it('a dialog the page opened by itself (nothing had focus) leaves focus on the page h1 when it closes, not on <body>, where the page is (QA: the header scrolled off)', async () => {
    const user = userEvent.setup();
    (document.activeElement as HTMLElement | null)?.blur();
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    function Arrival() {
      const [open, setOpen] = useState(true);
      return (
        <main>
          <h1>한판 홈</h1>
          <button type="button">게임 시작</button>
          {open && <AlertFrame body="오늘의 안내" onSubmit={() => setOpen(false)} />}
        </main>
      );
    }
    const { unmount } = withTheme(<Arrival />);
    await waitFor(() => expect(screen.getByRole('alertdialog').contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const heading = screen.getByRole('heading', { name: '한판 홈' });
    expect(document.activeElement).toBe(heading);
    expect(focus.mock.contexts.at(-1)).toBe(heading);
    expect(focus.mock.calls.at(-1)).toEqual([{ preventScroll: true }]);
    focus.mockRestore();
    unmount();
  });

  it('an ActionButton-like opener still disabled when its action ended (aria-busy off) gives way to the heading at once', async () => {
    const user = userEvent.setup();
    function Once() {
      const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
      return (
        <section aria-labelledby="o">
          <h2 id="o">출석</h2>
          <button
            type="button"
            disabled={state !== 'idle'}
            aria-busy={state === 'busy' || undefined}
            onClick={(e) => {
              setState('busy');
              e.currentTarget.blur();
            }}
          >
            {state === 'done' ? '받음' : '받기'}
          </button>
          {state === 'busy' && <AlertFrame body="받았습니다." onSubmit={() => setState('done')} />}
        </section>
      );
    }
    withTheme(<Once />);
    await user.click(screen.getByRole('button', { name: '받기' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: '출석' })));
  });

  it('a disabled opener that the player moved away from is not pulled back', async () => {
    const user = userEvent.setup();
    function Buy() {
      const [busy, setBusy] = useState(false);
      const [open, setOpen] = useState(false);
      return (
        <>
          <button
            type="button"
            disabled={busy}
            onClick={(e) => {
              setBusy(true);
              e.currentTarget.blur();
              setOpen(true);
            }}
          >
            구매
          </button>
          <a href="#elsewhere">다른 곳</a>
          {open && (
            <LayerFrame
              header="구매 확인"
              onClose={() => {
                setOpen(false);
                setTimeout(() => setBusy(false), 50);
              }}
            />
          )}
        </>
      );
    }
    withTheme(<Buy />);
    await user.click(screen.getByRole('button', { name: '구매' }));
    await user.keyboard('{Escape}');
    const other = screen.getByRole('link', { name: '다른 곳' });
    act(() => other.focus());
    // the opener's re-enable (50 ms later) is a state update: let it run inside act
    await act(() => new Promise((r) => setTimeout(r, 120)));
    expect(document.activeElement).toBe(other);
  });

  it('a button inside the dialog that disabled itself for its action (focus on <body>): Escape still closes the dialog, Tab comes back in', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    function Benefit() {
      const [received, setReceived] = useState(false);
      return (
        <LayerFrame header="이번 달 VIP 혜택" onClose={onClose}>
          <button
            type="button"
            disabled={received}
            onClick={(e) => {
              setReceived(true);
              // what a browser does with the focus of a button that became disabled
              e.currentTarget.blur();
            }}
          >
            {received ? '받기 완료' : '받기'}
          </button>
        </LayerFrame>
      );
    }
    withTheme(<Benefit />);
    await user.click(screen.getByRole('button', { name: '받기' }));
    expect(document.activeElement).toBe(document.body);
    await user.tab();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('with two dialogs open and focus lost, Escape closes only the newest', async () => {
    const user = userEvent.setup();
    const closeOuter = jest.fn();
    const closeInner = jest.fn();
    withTheme(
      <>
        <LayerFrame header="바깥" onClose={closeOuter}>
          <p>바깥 내용</p>
        </LayerFrame>
        <LayerFrame header="안쪽" onClose={closeInner}>
          <p>안쪽 내용</p>
        </LayerFrame>
      </>,
    );
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });

  it('with two dialogs open, only the newest pulls the focus in (they do not pass it back and forth)', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      withTheme(
        <>
          <button type="button">뒤 페이지</button>
          <LayerFrame header="바깥" onClose={() => undefined}>
            <button type="button">바깥 버튼</button>
          </LayerFrame>
          <LayerFrame header="안쪽" onClose={() => undefined}>
            <button type="button">안쪽 버튼</button>
          </LayerFrame>
        </>,
      );
      const inner = screen.getByRole('dialog', { name: '안쪽' });
      expect(inner.contains(document.activeElement)).toBe(true);
      // a click on the page behind, or on the older dialog: the newest takes the focus back, once
      screen.getByRole('button', { name: '뒤 페이지' }).focus();
      expect(inner.contains(document.activeElement)).toBe(true);
      screen.getByRole('button', { name: '바깥 버튼' }).focus();
      expect(inner.contains(document.activeElement)).toBe(true);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
  it('the page behind the newest dialog is inert (live regions and a list already inert left as they are) until it closes', () => {
    function Page({ open }: { open: number }) {
      return (
        <>
          <main>
            <button type="button">참가 신청</button>
          </main>
          <ul inert data-testid="stale-list" />
          <div role="status" data-testid="tooltip-region" />
          {open >= 1 && (
            <LayerFrame header="바깥" onClose={() => undefined}>
              <button type="button">바깥 버튼</button>
            </LayerFrame>
          )}
          {open >= 2 && <ConfirmFrame header="안쪽" body="신청할까요?" onSubmit={() => undefined} onCancel={() => undefined} />}
        </>
      );
    }
    const view = withTheme(<Page open={0} />);
    const rerender = (open: number) => view.rerender(<ThemeProvider theme={theme}><Page open={open} /></ThemeProvider>);
    const main = screen.getByRole('main');
    const outerOverlay = () => screen.getByText('바깥 버튼').closest('[role="dialog"]')?.parentElement;
    screen.getByRole('button', { name: '참가 신청' }).focus();

    rerender(1);
    expect(main.hasAttribute('inert')).toBe(true);
    expect(screen.getByTestId('tooltip-region').hasAttribute('inert')).toBe(false);
    expect(outerOverlay()?.hasAttribute('inert')).toBe(false);
    rerender(2); // a confirm over the layer: the layer too
    expect(outerOverlay()?.hasAttribute('inert')).toBe(true);
    expect(main.hasAttribute('inert')).toBe(true);
    rerender(1);
    expect(outerOverlay()?.hasAttribute('inert')).toBe(false);
    expect(main.hasAttribute('inert')).toBe(true);
    rerender(0);
    expect(main.hasAttribute('inert')).toBe(false);
    expect(screen.getByTestId('stale-list').hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '참가 신청' }));
  });
  it('what mounts beside the page while a dialog is open is inert as it comes, and freed when the dialog closes', async () => {
    function Page({ open, late }: { open: boolean; late: boolean }) {
      return (
        <>
          <main>
            <button type="button">참가 신청</button>
          </main>
          {late && <aside data-testid="late-bar"><button type="button">팀 빌드 해제</button></aside>}
          {open && (
            <LayerFrame header="레이어" onClose={() => undefined}>
              <button type="button">레이어 버튼</button>
            </LayerFrame>
          )}
        </>
      );
    }
    const view = withTheme(<Page open={false} late={false} />);
    const rerender = (open: boolean, late: boolean) => view.rerender(<ThemeProvider theme={theme}><Page open={open} late={late} /></ThemeProvider>);
    rerender(true, false);
    rerender(true, true);
    await waitFor(() => expect(screen.getByTestId('late-bar').hasAttribute('inert')).toBe(true));
    expect(screen.getByRole('main').hasAttribute('inert')).toBe(true);
    rerender(false, true);
    expect(screen.getByTestId('late-bar').hasAttribute('inert')).toBe(false);
    expect(screen.getByRole('main').hasAttribute('inert')).toBe(false);
  });
});
