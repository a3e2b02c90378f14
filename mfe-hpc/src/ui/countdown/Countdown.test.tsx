import { Profiler, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Countdown, countdownText } from './Countdown';
import { tickingCount } from './secondTicker';

describe('Countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-05-01T00:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('ticks every second without rendering the page (or itself) again', () => {
    const target = new Date(Date.now() + (26 * 3600 + 5) * 1000).toISOString(); // 1 day 02:00:05
    let pageRenders = 0;
    function Page() {
      const [label] = useState('참가 신청 마감까지');
      return (
        <Profiler id="page" onRender={() => (pageRenders += 1)}>
          <p>{label}</p>
          <Countdown to={target} label="참가 신청 마감까지 남은 시간" />
        </Profiler>
      );
    }
    render(<Page />);
    const timer = screen.getByRole('timer', { name: '참가 신청 마감까지 남은 시간' });
    expect(timer.textContent).toBe('1일 02:00:05');
    const rendersAfterMount = pageRenders;
    act(() => jest.advanceTimersByTime(1000));
    expect(timer.textContent).toBe('1일 02:00:04');
    act(() => jest.advanceTimersByTime(5000));
    expect(timer.textContent).toBe('1일 01:59:59');
    expect(pageRenders).toBe(rendersAfterMount);
    expect(timer.getAttribute('dateTime')).toBe(target);
  });

  it('says when the time has passed, calls onElapsed once, and stops its timer on unmount', () => {
    const onElapsed = jest.fn();
    const { unmount } = render(<Countdown to={new Date(Date.now() + 2000).toISOString()} doneText="마감" onElapsed={onElapsed} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('00:00:02');
    expect(timer.dataset.running).toBe('true');
    act(() => jest.advanceTimersByTime(2000));
    expect(timer.textContent).toBe('마감');
    expect(timer.dataset.running).toBe('false');
    act(() => jest.advanceTimersByTime(5000));
    expect(onElapsed).toHaveBeenCalledTimes(1);
    expect(tickingCount()).toBe(1);
    unmount();
    expect(tickingCount()).toBe(0);
  });

  it('never calls onElapsed for a time already past when shown', () => {
    const onElapsed = jest.fn();
    render(<Countdown to="2026-04-30T00:00:00Z" doneText="완료" onElapsed={onElapsed} />);
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('timer').textContent).toBe('완료');
    expect(onElapsed).not.toHaveBeenCalled();
  });

  it('formats days, hours, minutes and seconds', () => {
    const now = Date.parse('2026-05-01T00:00:00Z');
    expect(countdownText('2026-05-01T00:00:59Z', now, '끝')).toBe('00:00:59');
    expect(countdownText('2026-05-03T03:04:05Z', now, '끝')).toBe('2일 03:04:05');
    expect(countdownText('2026-05-01T00:00:00Z', now, '끝')).toBe('끝');
  });
});
