import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaProviders, hanpanStore } from '@hanpan/platform';
import { PopupHost } from './PopupHost';
import type { LayerContentProps } from './layers';

function Sample({ props, resolve }: LayerContentProps) {
  return (
    <button type="button" onClick={() => resolve(true)}>
      {String(props.label)}
    </button>
  );
}

const renderHost = () =>
  render(
    <AreaProviders>
      <PopupHost layers={{ sample: Sample }} />
    </AreaProviders>,
  );

afterEach(() => act(() => hanpanStore.getState().closeAllPopups()));

describe('PopupHost', () => {
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
