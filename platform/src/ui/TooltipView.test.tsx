import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { TooltipView } from './TooltipView';
import { theme } from './theme';
import { hanpanStore } from '../store/hanpanStore';

it('shows the store tooltip for 1500 ms', () => {
  jest.useFakeTimers();
  render(
    <ThemeProvider theme={theme}>
      <TooltipView />
    </ThemeProvider>,
  );
  act(() => hanpanStore.getState().showTooltip('클립보드에 복사되었습니다.'));
  expect(screen.getByRole('status').textContent).toBe('클립보드에 복사되었습니다.');
  act(() => {
    jest.advanceTimersByTime(1500);
  });
  expect(screen.getByRole('status').textContent).toBe('');
  jest.useRealTimers();
});
