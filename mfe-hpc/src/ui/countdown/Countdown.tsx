// A live countdown to one instant that repaints only its own text every second (no React render
// of the page or even of itself): the text is written into the element by the shared ticker.
import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { serverNow } from '@hanpan/platform';
import { countdownParts, formatCountdown } from './countdownParts';
import { onEverySecond } from './secondTicker';

export interface CountdownProps {
  /** ISO instant */
  to: string;
  /** Text once the time has passed. */
  doneText?: string;
  /** Called once when the time passes while the countdown is shown (e.g. refetch the phase). */
  onElapsed?: () => void;
  className?: string;
  /** Accessible name, e.g. '참가 신청 마감까지 남은 시간'. */
  label?: string;
}

// Until the ticker wrote its first text (a page the server rendered: no effects there) the empty
// element keeps one line, so the text arriving moves nothing.
const Time = styled.time`
  &:empty::before {
    content: '\\00a0';
  }
`;

export function countdownText(to: string, now: number, doneText: string): string {
  const p = countdownParts(to, now);
  return p.totalMs > 0 ? formatCountdown(p) : doneText;
}

export function Countdown({ to, doneText = '지남', onElapsed, className, label }: CountdownProps) {
  const ref = useRef<HTMLTimeElement>(null);
  const elapsed = useRef(onElapsed);
  useLayoutEffect(() => {
    elapsed.current = onElapsed;
  });
  // layout effect: the first text is there before the browser paints
  useLayoutEffect(() => {
    const target = Date.parse(to);
    let wasRunning = target > serverNow();
    const paint = (now: number) => {
      const el = ref.current;
      if (!el) return;
      const text = countdownText(to, now, doneText);
      if (el.textContent !== text) el.textContent = text;
      const running = target > now;
      el.dataset.running = String(running);
      if (wasRunning && !running) {
        wasRunning = false;
        elapsed.current?.();
      }
    };
    paint(serverNow());
    return onEverySecond(paint);
  }, [to, doneText]);
  // Children stay empty: React never owns (or resets) the text the ticker writes.
  return <Time ref={ref} dateTime={to} role="timer" aria-label={label} className={className} data-testid="countdown" />;
}
