import { fireEvent, screen } from '@testing-library/react';
import { heldOptionGroups, optionGroupsOf } from '@hanpan/contracts/option-groups';
import { PC_CATALOGUE, PET_OPTIONS } from '../../../test/plusFixtures';
import { renderPlus } from '../../../test/renderPlus';
import { OptionActionButton } from './OptionActionButton';

const groups = optionGroupsOf(PC_CATALOGUE);
/** 펫샵 베이직 held until 2030.01.23 (Korea time) */
const held = heldOptionGroups({ options: [{ code: 'PO0021', key: 'pet', name: '펫샵 베이직', endDate: '2030-01-22T15:00:00.000Z' }], optionCodes: ['PO0021'] }, groups);
const describedBy = (b: HTMLElement) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent;

describe('OptionActionButton', () => {
  it('the option held: an enabled 기간 연장 with its hint (the end in Korea time), which does what the action does', () => {
    const onClick = jest.fn();
    renderPlus(<OptionActionButton product={PET_OPTIONS[0]!} held={held} label="추가하기" onClick={onClick} />);
    const b = screen.getByRole('button', { name: '펫샵 베이직 기간 연장' }) as HTMLButtonElement;
    expect(b.disabled).toBe(false);
    expect(b.textContent).toBe('기간 연장');
    expect(describedBy(b)).toBe('이용 기간이 한 달 늘어납니다 (현재 ~ 2030.01.23까지)');
    fireEvent.click(b);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('another option of the kind held: disabled, with the reason', () => {
    const onClick = jest.fn();
    renderPlus(<OptionActionButton product={PET_OPTIONS[2]!} held={held} label="가입하기" onClick={onClick} />);
    const b = screen.getByRole('button', { name: '펫샵 프리미엄 같은 종류 이용 중' }) as HTMLButtonElement;
    expect(b.disabled).toBe(true);
    expect(describedBy(b)).toBe('이미 이용 중인 옵션(펫샵 베이직)과 같은 종류입니다. 같은 종류의 옵션은 하나만 이용할 수 있습니다.');
    fireEvent.click(b);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a kind not held (or nothing known): the action itself', () => {
    renderPlus(
      <>
        <OptionActionButton product={PC_CATALOGUE.option.DISCOUNT![0]!} held={held} label="가입하기" onClick={jest.fn()} />
        <OptionActionButton product={PET_OPTIONS[0]!} label="추가하기" onClick={jest.fn()} />
      </>,
    );
    expect(screen.getByRole('button', { name: '딜러비 할인 가입하기' }).hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByRole('button', { name: '펫샵 베이직 추가하기' }).textContent).toBe('추가하기');
  });
});
