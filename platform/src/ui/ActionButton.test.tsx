// One click = one action: the button every remote and the shell's popups use for a request.
import type { ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hanpanStore } from '../store/hanpanStore';
import { ActionButton } from './ActionButton';
import { AreaProviders } from './AreaProviders';

const renderKit = (ui: ReactElement) => render(<AreaProviders globalStyle={false}>{ui}</AreaProviders>);

/** A piece of work that ends when the test says so. */
function deferred() {
  let finish!: () => void;
  const promise = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { promise, finish };
}

describe('ActionButton', () => {
  it('one click = one run: busy (aria-disabled, aria-busy) while it runs, keeping the focus; a second click sends nothing more', async () => {
    const work = deferred();
    const onAction = jest.fn(() => work.promise);
    renderKit(<ActionButton action="test.one" onAction={onAction}>받기</ActionButton>);
    const button = screen.getByRole('button', { name: '받기' }) as HTMLButtonElement;
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button.getAttribute('aria-busy')).toBeNull();
    button.focus();
    fireEvent.click(button);
    fireEvent.click(button);
    await act(async () => {});
    expect(onAction).toHaveBeenCalledTimes(1);
    // not `disabled`: a disabled button would drop the focus to <body>
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => work.finish());
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(button);
    await act(async () => {});
    expect(onAction).toHaveBeenCalledTimes(2);
  });

  it('the second click of a double click is not a second action, even after the first has ended', async () => {
    const onAction = jest.fn(() => Promise.resolve());
    renderKit(<ActionButton action="test.dbl" onAction={onAction}>입히기</ActionButton>);
    const button = screen.getByRole('button', { name: '입히기' });
    fireEvent.click(button, { detail: 1 });
    await act(async () => {});
    fireEvent.click(button, { detail: 2 });
    await act(async () => {});
    expect(onAction).toHaveBeenCalledTimes(1);
    // a new click later is a new action
    fireEvent.click(button, { detail: 1 });
    await act(async () => {});
    expect(onAction).toHaveBeenCalledTimes(2);
  });

  it('waits (disabled, not busy) while another action it names runs', async () => {
    const work = deferred();
    renderKit(
      <>
        <ActionButton action="test.a" waitFor={['test.a', 'test.b']} onAction={() => work.promise}>A</ActionButton>
        <ActionButton action="test.b" waitFor={['test.a', 'test.b']} onAction={() => Promise.resolve()}>B</ActionButton>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'A' }));
    await act(async () => {});
    const b = screen.getByRole('button', { name: 'B' }) as HTMLButtonElement;
    expect(b.disabled).toBe(true);
    expect(b.getAttribute('aria-busy')).toBeNull();
    expect(hanpanStore.getState().actions.running).toEqual(['test.a']);
    await act(async () => work.finish());
    expect(b.disabled).toBe(false);
  });
});
