import type { ComponentType } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { provideRemoteModuleLoader } from '@hanpan/platform';
import { renderMobile } from '../../../test/renderMobile';
import { REMOTE_FAILED, RemoteView } from './RemoteView';

interface Mod {
  Hello: ComponentType<{ name: string }>;
}
const Hello = ({ name }: { name: string }) => <p>안녕하세요, {name}</p>;

describe('RemoteView', () => {
  it("loads the other area's mobile module through the shell's loader and renders the picked component", async () => {
    const loader = jest.fn(async () => ({ Hello }));
    const stop = provideRemoteModuleLoader(loader);
    renderMobile(<RemoteView<Mod, { name: string }> remote="mfe_plus" pick={(m) => m.Hello} props={{ name: '한판' }} loadingLabel="플러스 정보를 불러오는 중" />);
    expect(screen.getByRole('status').textContent).toContain('플러스 정보를 불러오는 중');
    expect(await screen.findByText('안녕하세요, 한판')).toBeTruthy();
    expect(loader).toHaveBeenCalledWith('mfe_plus', 'mobile');
    stop();
  });

  it('a module that cannot be loaded shows the Korean error; 다시 시도 loads it again', async () => {
    let fail = true;
    const stop = provideRemoteModuleLoader(async () => {
      if (fail) throw new Error('ScriptExternalLoadError');
      return { Hello };
    });
    renderMobile(<RemoteView<Mod, { name: string }> remote="mfe_vip" pick={(m) => m.Hello} props={{ name: 'VIP' }} />);
    expect(await screen.findByText(REMOTE_FAILED)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('안녕하세요, VIP')).toBeTruthy();
    stop();
  });

  it('its skeleton takes the shape it is given: the lines, and the height a long view holds (nothing below jumps under the finger)', async () => {
    const stop = provideRemoteModuleLoader(() => new Promise(() => undefined));
    const { container } = renderMobile(
      <RemoteView<Mod, { name: string }> remote="mfe_shop" pick={(m) => m.Hello} props={{ name: '상점' }} loadingShape={{ lines: 1, lineHeight: '44px', minHeight: '100vh' }} />,
    );
    const status = screen.getByRole('status');
    expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
    expect((container.firstElementChild as HTMLElement).style.minHeight).toBe('100vh');
    stop();
  });
});
