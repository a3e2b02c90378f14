import { fireEvent, screen, waitFor } from '@testing-library/react';
import { hanpanStore } from '@hanpan/platform';
import { installFakeApi } from '@hanpan/platform/testing';
import { renderPlus } from '../../../test/renderPlus';
import { ClassicSmsForm } from './ClassicSmsForm';

const api = installFakeApi(() => ({ body: { maskedPhoneNumber: '010-****-5678' } }));
afterAll(() => api.restore());
afterEach(() => hanpanStore.getState().closeAllPopups());

describe('ClassicSmsForm', () => {
  it('a double click sends one text: one POST, one onSent, the button busy meanwhile', async () => {
    const onSent = jest.fn();
    renderPlus(<ClassicSmsForm onSent={onSent} />);
    fireEvent.change(screen.getByLabelText(/휴대폰 번호/), { target: { value: '010-1234-5678' } });
    const button = screen.getByRole('button', { name: '문자 보내기' }) as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('010-****-5678'));
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(api.calls.filter((c) => c.method === 'post')).toHaveLength(1);
    expect(JSON.parse(String(api.calls[0]!.data))).toEqual({ storeType: 'GOOGLE', userPhoneNumber: '010-1234-5678' });
  });

  it('a wrong number is described by its reason (read when the field is visited again) and takes the focus on 문자 보내기; nothing is sent', async () => {
    const callsBefore = api.calls.length;
    renderPlus(<ClassicSmsForm onSent={jest.fn()} />);
    const field = screen.getByLabelText(/휴대폰 번호/);
    fireEvent.change(field, { target: { value: '0101' } });
    fireEvent.blur(field);
    const error = screen.getByRole('alert');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(error.textContent).toContain('휴대폰 번호를 정확히 입력해 주세요');
    screen.getByRole('button', { name: '문자 보내기' }).focus();
    fireEvent.click(screen.getByRole('button', { name: '문자 보내기' }));
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '010-1234-5678' } });
    expect(field.getAttribute('aria-describedby')).toBeNull();
    expect(api.calls.slice(callsBefore)).toEqual([]);
  });
});
