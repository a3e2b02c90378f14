import type { ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { AreaProviders, Button } from '@hanpan/platform';
import { createQueryWrapper } from '@hanpan/platform/testing';
import { RetryLine } from './RetryLine';

const Pill = styled.span`
  padding: 6px 12px;
`;
const Note = styled.small`
  display: block;
`;

const renderLine = (ui: ReactNode) => render(<AreaProviders client={createQueryWrapper().client}>{ui}</AreaProviders>);

describe('RetryLine', () => {
  it('says what could not be read as an alert, with a 다시 시도 button that retries', () => {
    const onRetry = jest.fn();
    renderLine(<RetryLine onRetry={onRetry}>이번 달 남은 구매 한도를 불러오지 못했습니다.</RetryLine>);
    const line = screen.getByRole('alert');
    expect(line.tagName).toBe('SPAN');
    expect(line.textContent).toBe('이번 달 남은 구매 한도를 불러오지 못했습니다. 다시 시도');
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('gone with what it loaded, its focus goes to the heading of its area, not <body>', async () => {
    const Area = ({ failed }: { failed: boolean }) => (
      <section>
        <h2>이번 달 구매 한도</h2>
        {failed ? <RetryLine onRetry={jest.fn()}>남은 한도를 불러오지 못했습니다.</RetryLine> : <p>남은 한도 300,000원</p>}
      </section>
    );
    const view = renderLine(<Area failed />);
    screen.getByRole('button', { name: '다시 시도' }).focus();
    view.rerender(
      <AreaProviders client={createQueryWrapper().client}>
        <Area failed={false} />
      </AreaProviders>,
    );
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '이번 달 구매 한도' }));
  });

  it("takes the caller's look and test id; forwardedAs makes it a paragraph", () => {
    renderLine(
      <>
        <Pill as={RetryLine} onRetry={jest.fn()} data-testid="pill">
          한도
        </Pill>
        <Note as={RetryLine} forwardedAs="p" onRetry={jest.fn()} data-testid="note">
          보유
        </Note>
      </>,
    );
    const pill = screen.getByTestId('pill');
    expect(pill.getAttribute('role')).toBe('alert');
    expect(getComputedStyle(pill).padding).toBe('6px 12px');
    const note = screen.getByTestId('note');
    expect(note.tagName).toBe('P');
    expect(note.getAttribute('role')).toBe('alert');
    expect(getComputedStyle(note).display).toBe('block');
  });

  it("its button is the kit's small text button, which is finger-sized (44 px) on touch screens", () => {
    renderLine(
      <>
        <RetryLine onRetry={jest.fn()}>목록</RetryLine>
        <Button size="s" variant="text">
          견본
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: '다시 시도' }).className).toBe(screen.getByRole('button', { name: '견본' }).className);
  });
});
