import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AreaProviders } from '../ui/AreaProviders';
import { createQueryWrapper } from '../testing';
import { NEW_WINDOW_HINT, NewWindowButton } from './NewWindowButton';

const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

function renderButtons(ui: ReactNode) {
  return render(<AreaProviders client={createQueryWrapper().client}>{ui}</AreaProviders>);
}

describe('NewWindowButton', () => {
  it('keeps its label as its name and says that it opens a new window in its description', () => {
    const onClick = jest.fn();
    renderButtons(
      <NewWindowButton size="s" onClick={onClick}>
        충전
      </NewWindowButton>,
    );
    const button = screen.getByRole('button', { name: '충전' });
    expect(description(button)).toBe(NEW_WINDOW_HINT);
    expect(NEW_WINDOW_HINT).toBe('새 창에서 열립니다');
    // the hint is never shown on screen
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.hidden).toBe(true);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a description of its own and a title are read before the hint (a reference replaces the title otherwise)', () => {
    renderButtons(
      <>
        <p id="why">한 달 더 이용합니다.</p>
        <NewWindowButton aria-describedby="why" title="지금은 6월 30일까지">
          기간 연장
        </NewWindowButton>
      </>,
    );
    expect(description(screen.getByRole('button', { name: '기간 연장' }))).toBe(`한 달 더 이용합니다. 지금은 6월 30일까지 ${NEW_WINDOW_HINT}`);
  });

  it('two buttons on a page each have their own hint', () => {
    renderButtons(
      <>
        <NewWindowButton>충전</NewWindowButton>
        <NewWindowButton>구매 한도</NewWindowButton>
      </>,
    );
    const ids = screen.getAllByRole('button').map((b) => b.getAttribute('aria-describedby'));
    expect(new Set(ids).size).toBe(2);
  });
});
