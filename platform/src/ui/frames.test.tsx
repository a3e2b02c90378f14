import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { AlertFrame } from './AlertFrame';
import { ConfirmFrame } from './ConfirmFrame';
import { LayerFrame } from './LayerFrame';
import { theme } from './theme';

function withTheme(ui: React.ReactNode) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

function Opener({ kind }: { kind: 'alert' | 'confirm' | 'layer' }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>열기</button>
      {open && kind === 'alert' && <AlertFrame header="알림" body="완료되었습니다." onSubmit={close} />}
      {open && kind === 'confirm' && <ConfirmFrame header="확인" body="사용할까요?" onSubmit={close} onCancel={close} />}
      {open && kind === 'layer' && (
        <LayerFrame header="통장" onClose={close} onSubmit={close} onCancel={close}>
          <input aria-label="횟수" />
        </LayerFrame>
      )}
    </>
  );
}

describe('popup frames', () => {
  it('AlertFrame: default 확인, focus on submit, Escape closes, focus returns to opener', async () => {
    const user = userEvent.setup();
    withTheme(<Opener kind="alert" />);
    const opener = screen.getByRole('button', { name: '열기' });
    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: '알림' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('data-size')).toBe('l');
    const ok = screen.getByRole('button', { name: '확인' });
    expect(document.activeElement).toBe(ok);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('ConfirmFrame: defaults 확인/취소 and Tab stays inside', async () => {
    const user = userEvent.setup();
    withTheme(<Opener kind="confirm" />);
    await user.click(screen.getByRole('button', { name: '열기' }));
    const cancel = screen.getByRole('button', { name: '취소' });
    const ok = screen.getByRole('button', { name: '확인' });
    expect(document.activeElement).toBe(ok);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab();
    expect(document.activeElement).toBe(ok);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(ok);
    await user.click(cancel);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '열기' }));
  });

  it('ConfirmFrame reports submit and cancel', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const onCancel = jest.fn();
    withTheme(<ConfirmFrame body="진행할까요?" submitText="사용" cancelText="닫기" onSubmit={onSubmit} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: '사용' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('the second click of the double click that opened it answers nothing (QA: it fell on 취소 over the opening button)', () => {
    const onSubmit = jest.fn();
    const onCancel = jest.fn();
    withTheme(<ConfirmFrame body="진행할까요?" onSubmit={onSubmit} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: '취소' }), { detail: 2 });
    fireEvent.click(screen.getByRole('button', { name: '확인' }), { detail: 2 });
    expect([onSubmit.mock.calls.length, onCancel.mock.calls.length]).toEqual([0, 0]);
    fireEvent.click(screen.getByRole('button', { name: '확인' }), { detail: 1 });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('LayerFrame: × button, footer buttons, size and trapped focus', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const extra = jest.fn();
    withTheme(
      <LayerFrame header="혜택" size="s" onClose={onClose} footerButtons={[{ label: '상점 가기', onClick: extra }]}>
        본문
      </LayerFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: '혜택' });
    expect(dialog.getAttribute('data-size')).toBe('s');
    const closeButton = screen.getByRole('button', { name: '닫기' });
    expect(document.activeElement).toBe(closeButton);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '상점 가기' }));
    await user.tab();
    expect(document.activeElement).toBe(closeButton);
    await user.click(screen.getByRole('button', { name: '상점 가기' }));
    expect(extra).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('LayerFrame returns focus to the opener', async () => {
    const user = userEvent.setup();
    withTheme(<Opener kind="layer" />);
    const opener = screen.getByRole('button', { name: '열기' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: '통장' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '취소' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('LayerFrame drawn hidden at first (content loading) takes focus once shown; then Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const layer = (shown: boolean) => (
      <ThemeProvider theme={theme}>
        <LayerFrame header="주간 골드" onClose={onClose} shown={shown}>
          <p>내용</p>
        </LayerFrame>
      </ThemeProvider>
    );
    const { rerender, unmount } = render(layer(false));
    // a hidden element takes no focus in a browser (jsdom would take it): nothing was moved in
    expect(document.activeElement).toBe(opener);
    rerender(layer(true));
    expect(screen.getByRole('dialog', { name: '주간 골드' }).contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('a button that disabled itself (and so lost focus) before opening the dialog gets focus back once enabled again', async () => {
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
              e.currentTarget.blur(); // what a browser does to a focused button that becomes disabled
              setOpen(true);
            }}
          >
            구매
          </button>
          {open && (
            <LayerFrame
              header="구매 확인"
              onClose={() => {
                setOpen(false);
                // the purchase flow ends after the dialog is gone
                setTimeout(() => setBusy(false), 0);
              }}
            />
          )}
        </>
      );
    }
    withTheme(<Buy />);
    const buy = screen.getByRole('button', { name: '구매' });
    await user.click(buy);
    expect(screen.getByRole('dialog', { name: '구매 확인' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(buy));
  });
});
