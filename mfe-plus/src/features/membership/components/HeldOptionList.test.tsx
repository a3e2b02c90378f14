import { fireEvent, screen, within } from '@testing-library/react';
import { ZPLUS_MEMBER } from '../../../test/plusFixtures';
import { renderPlus } from '../../../test/renderPlus';
import { HeldOptionList } from './HeldOptionList';

/** What the item shows (the button's hidden hints are for assistive technology only). */
const shownText = (el: Element) => {
  const copy = el.cloneNode(true) as Element;
  copy.querySelectorAll('[hidden]').forEach((h) => h.remove());
  return copy.textContent;
};
const LIMIT_II = { ...ZPLUS_MEMBER.options[0]!, code: 'PO0026', name: '보유 한도 증가 II', membershipId: 10 };

describe('HeldOptionList', () => {
  it('shows each option with its period; on PC "기간 연장" opens the payment popup with that option chosen', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({ focus: jest.fn() } as unknown as Window);
    renderPlus(<HeldOptionList member={ZPLUS_MEMBER} extendable />);
    const items = within(screen.getByTestId('my-plus-options')).getAllByRole('listitem');
    expect(items.map(shownText)).toEqual(['보유 한도 증가 I2029.12.23 ~ 2030.01.23기간 연장', '럭키 플립2029.12.23 ~ 2030.01.23기간 연장']);
    const extend = screen.getByRole('button', { name: '럭키 플립 기간 연장' });
    expect(extend.getAttribute('title')).toBe('이용 기간이 한 달 늘어납니다 (현재 ~ 2030.01.23까지)');
    // described as the title says, then that it opens a window
    const described = extend.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['이용 기간이 한 달 늘어납니다 (현재 ~ 2030.01.23까지)', '새 창에서 열립니다']);
    fireEvent.click(extend);
    expect(open).toHaveBeenCalledWith('/popup/plus/me/payments?code=PO0031', 'hanpan_plus_payments', expect.any(String));
    open.mockRestore();
  });

  it('offers an extension of each where two of a kind are held from before the rule (the API extends either, one per order), none on mobile', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({ focus: jest.fn() } as unknown as Window);
    const member = { options: [...ZPLUS_MEMBER.options, LIMIT_II], optionCodes: [...ZPLUS_MEMBER.optionCodes, 'PO0026'] };
    const { unmount } = renderPlus(<HeldOptionList member={member} extendable />);
    expect(screen.getAllByRole('button', { name: /보유 한도 증가 I+ 기간 연장/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '보유 한도 증가 II 기간 연장' }));
    expect(open).toHaveBeenCalledWith('/popup/plus/me/payments?code=PO0026', 'hanpan_plus_payments', expect.any(String));
    open.mockRestore();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    unmount();
    renderPlus(<HeldOptionList member={member} extendable={false} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
