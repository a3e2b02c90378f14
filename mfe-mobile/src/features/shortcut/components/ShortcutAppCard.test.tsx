import { act, screen } from '@testing-library/react';
import { hanpanStore } from '@hanpan/platform';
import { renderMobile } from '../../../test/renderMobile';
import { ShortcutAppCard } from './ShortcutAppCard';

afterEach(() => act(() => hanpanStore.getState().setOnline(true)));

describe('ShortcutAppCard', () => {
  it('titles the card 바로가기 앱 alone: the connection status is not part of the heading', () => {
    renderMobile(<ShortcutAppCard />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('바로가기 앱');
    expect(screen.getByTestId('shortcut-card').getAttribute('aria-labelledby')).toBe(heading.id);
    expect(heading.contains(screen.getByTestId('online-status'))).toBe(false);
  });

  it('says 연결 상태: 온라인 / 오프라인 on its own line, following the connection', () => {
    renderMobile(<ShortcutAppCard />);
    const status = screen.getByTestId('online-status');
    // the e2e specs read the status word alone
    expect(status.textContent).toBe('온라인');
    expect(screen.getByTestId('connection-status').textContent).toBe('연결 상태: 온라인');
    act(() => hanpanStore.getState().setOnline(false));
    expect(screen.getByTestId('online-status').textContent).toBe('오프라인');
    expect(screen.getByTestId('connection-status').textContent).toBe('연결 상태: 오프라인');
  });

  it('keeps the install button', () => {
    renderMobile(<ShortcutAppCard />);
    expect(screen.getByRole('button', { name: '바로가기 앱 설치' })).toBeTruthy();
  });
});
