import { act, render, screen } from '@testing-library/react';
import { AreaProviders } from '@hanpan/platform';
import { createQueryWrapper } from '@hanpan/platform/testing';
import { REMOTE_SKELETON_DELAY_MS, RemoteLoading } from './RemoteLoading';

describe('RemoteLoading', () => {
  afterEach(() => jest.useRealTimers());

  it('is an empty frame at first, then says what is loading (a slow network never looks blank)', () => {
    jest.useFakeTimers();
    render(
      <AreaProviders client={createQueryWrapper().client}>
        <RemoteLoading remote="mfe_shop" />
      </AreaProviders>,
    );
    const frame = screen.getByTestId('remote-loading');
    expect(frame.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void jest.advanceTimersByTime(REMOTE_SKELETON_DELAY_MS));
    expect(screen.getByRole('status').textContent).toBe('상점 화면을 불러오는 중입니다.');
  });
});
