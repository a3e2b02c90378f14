// A busy button: the request under way keeps the focus where the player left it.
import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Button } from './Button';
import { theme } from './theme';

describe('Button busy', () => {
  it('ignores clicks and reads as unavailable, yet stays focusable (not disabled)', () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <ThemeProvider theme={theme}>
        <Button busy onClick={onClick}>보내기</Button>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: '보내기' }) as HTMLButtonElement;
    button.focus();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    rerender(
      <ThemeProvider theme={theme}>
        <Button onClick={onClick}>보내기</Button>
      </ThemeProvider>,
    );
    expect(button.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a busy submit button does not submit its form', () => {
    const onSubmit = jest.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <ThemeProvider theme={theme}>
        <form onSubmit={onSubmit}>
          <Button type="submit" busy>확인</Button>
        </form>
      </ThemeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
