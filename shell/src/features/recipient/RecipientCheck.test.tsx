// The recipient check for a keyboard and a screen reader: the button keeps the focus while it asks,
// and the answer is read out where it appears (a status region; a refusal is an alert).
import { fireEvent, render, screen } from '@testing-library/react';
import { AreaProviders } from '@hanpan/platform';
import { RecipientCheck } from './RecipientCheck';
import type { RecipientCheckState } from './hooks/useRecipient';

const state = (over: Partial<RecipientCheckState> = {}): RecipientCheckState => ({
  recipient: null,
  ready: false,
  error: null,
  isChecking: false,
  check: jest.fn(),
  ...over,
});

const field = (s: RecipientCheckState) => (
  <AreaProviders globalStyle={false}>
    <RecipientCheck label="받는 회원번호" placeholder="회원번호" value="10000117" onChange={jest.fn()} state={s} />
  </AreaProviders>
);

describe('RecipientCheck', () => {
  it('keeps the focus on 받는 분 확인 while it asks (aria-disabled, not disabled) and announces the answer in the same status line', () => {
    const idle = state();
    const { rerender } = render(field(idle));
    const button = screen.getByRole('button', { name: '받는 분 확인' }) as HTMLButtonElement;
    const line = screen.getByRole('status');
    expect(line.textContent).toBe('회원번호를 입력하고 받는 분 확인을 눌러 닉네임을 확인해 주세요.');
    button.focus();
    fireEvent.click(button);
    expect(idle.check).toHaveBeenCalledTimes(1);

    const checking = state({ isChecking: true });
    rerender(field(checking));
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(checking.check).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBe(line);
    expect(line.textContent).toBe('받는 분을 확인하고 있습니다…');

    rerender(field(state({ recipient: { memberNo: 10000117, nickname: '머니*구나', canReceive: true, refusal: null }, ready: true })));
    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(screen.getByRole('status')).toBe(line);
    expect(screen.getByTestId('recipient')).toBe(line);
    expect(line.textContent).toBe('받는 분: 머니*구나 (회원번호 10000117)');
  });

  it('a refusal is an alert', () => {
    render(field(state({ error: '회원번호를 다시 확인해 주세요.' })));
    expect(screen.getByRole('alert').textContent).toBe('회원번호를 다시 확인해 주세요.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
