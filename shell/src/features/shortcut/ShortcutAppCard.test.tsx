// The card's heading is the app's name alone; the phone's connection is a line of its own.
import { act, render, screen } from '@testing-library/react';
import { AreaProviders, hanpanStore } from '@hanpan/platform';
import { ShortcutAppCard } from './ShortcutAppCard';

afterEach(() => act(() => hanpanStore.getState().setOnline(true)));

it('titles the card 바로가기 앱 and says the connection on its own line', () => {
  render(
    <AreaProviders globalStyle={false}>
      <ShortcutAppCard />
    </AreaProviders>,
  );
  const heading = screen.getByRole('heading', { level: 2 });
  expect(heading.textContent).toBe('바로가기 앱');
  expect(heading.contains(screen.getByTestId('online-status'))).toBe(false);
  expect(screen.getByTestId('connection-status').textContent).toBe('연결 상태: 온라인');
  act(() => hanpanStore.getState().setOnline(false));
  expect(screen.getByTestId('connection-status').textContent).toBe('연결 상태: 오프라인');
});
