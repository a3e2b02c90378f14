import { changeConfirmBody, dayChoiceFor, dayLimitOptions, downgradeError, monthLimitOptions, nothingLeftNote, upgradeError } from './limitOptions';

describe('limit options', () => {
  it('monthly limits stop at the legal 1,000,000원', () => {
    expect(monthLimitOptions('1000000')).toEqual(['100000', '200000', '300000', '500000', '700000', '1000000']);
    expect(monthLimitOptions('600000')).toEqual(['100000', '200000', '300000', '500000', '600000']);
  });
  it("the member's own monthly limit is offered among the steps (never above the legal one)", () => {
    expect(monthLimitOptions('1000000', '800000')).toEqual(['100000', '200000', '300000', '500000', '700000', '800000', '1000000']);
    expect(monthLimitOptions('1000000', '300000')).toEqual(['100000', '200000', '300000', '500000', '700000', '1000000']);
    expect(monthLimitOptions('1000000', '1000000')).toEqual(['100000', '200000', '300000', '500000', '700000', '1000000']);
    expect(monthLimitOptions('600000', '800000')).toEqual(['100000', '200000', '300000', '500000', '600000']);
  });
  it('daily limits stay below the monthly one, with no daily limit first', () => {
    expect(dayLimitOptions('100000')).toEqual(['', '10000', '30000', '50000']);
    expect(dayLimitOptions('')).toEqual(['']);
  });
  it("the member's own daily limit is offered among the steps while below the monthly one", () => {
    expect(dayLimitOptions('100000', '5000')).toEqual(['', '5000', '10000', '30000', '50000']);
    expect(dayLimitOptions('100000', '30000')).toEqual(['', '10000', '30000', '50000']);
    expect(dayLimitOptions('100000', '500000')).toEqual(['', '10000', '30000', '50000']);
  });
  it('a smaller monthly limit drops a daily choice it no longer offers (the box would show 설정 안 함 and send it)', () => {
    expect(dayChoiceFor('100000', '500000', null)).toBe('');
    expect(dayChoiceFor('100000', '50000', null)).toBe('50000');
    expect(dayChoiceFor('100000', '5000', '5000')).toBe('5000');
    expect(dayChoiceFor('1000000', '', null)).toBe('');
  });

  it('lowering follows the API: each limit lower or unchanged, something lower, the day not above the month', () => {
    const now = { monthLimit: '1000000', dayLimit: '10000' };
    expect(downgradeError(now, '100000', '50000')).toContain('일 한도는 지금(10,000원)보다 낮은 금액으로만');
    expect(downgradeError({ monthLimit: '300000', dayLimit: null }, '500000', '')).toContain('월 한도는 지금(300,000원)보다 낮은 금액으로만');
    expect(downgradeError(now, '1000000', '10000')).toContain('지금과 같은 한도입니다');
    // '설정 안 함' beside a daily limit would remove it: a raise, said as such (QA: '지금과 같은 한도')
    expect(downgradeError(now, '1000000', '')).toBe('일 한도를 없애면 한도가 올라갑니다. 지금 일 한도(10,000원)를 없애려면 한도 올리기를 이용해 주세요.');
    expect(downgradeError({ monthLimit: '1000000', dayLimit: '500000' }, '300000', '')).toBe('일 한도(500,000원)는 월 한도(300,000원)보다 클 수 없습니다.');
    expect(downgradeError(now, '100000', '10000')).toBeNull();
    expect(downgradeError(now, '100000', '')).toBeNull();
    // adding a daily limit where there was none is lowering
    expect(downgradeError({ monthLimit: '1000000', dayLimit: null }, '1000000', '50000')).toBeNull();
  });

  it("raising follows the API: nothing lower, and no daily limit where there is none (QA: such a '상향' took the month's raise)", () => {
    const none = { monthLimit: '500000', dayLimit: null };
    expect(upgradeError(none, '500000', '10000')).toBe('지금은 일 한도가 없어서, 일 한도(10,000원)를 정하면 한도가 낮아집니다. 일 한도는 한도 낮추기로 정해 주세요.');
    expect(upgradeError(none, '1000000', '10000')).toContain('일 한도는 한도 낮추기로');
    expect(upgradeError(none, '300000', '')).toContain('월 한도는 지금(500,000원)보다 높은 금액으로만 올릴 수 있습니다. 300,000원으로 바꾸려면 한도 낮추기를');
    expect(upgradeError(none, '500000', '')).toContain('지금과 같은 한도입니다');
    const withDay = { monthLimit: '500000', dayLimit: '50000' };
    expect(upgradeError(withDay, '500000', '10000')).toContain('일 한도는 지금(50,000원)보다 높은 금액으로만');
    expect(upgradeError(withDay, '500000', '')).toBeNull();
    expect(upgradeError(withDay, '700000', '100000')).toBeNull();
    expect(upgradeError(none, '1000000', '')).toBeNull();
  });

  it('the confirm names only what changes, and why it cannot be taken back this month', () => {
    const now = { monthLimit: '500000', dayLimit: '50000', usedThisMonth: '0', usedToday: '0' };
    expect(changeConfirmBody('downgrade', now, '300000', '')).toBe('월 한도를 300,000원으로 낮춥니다. 일 한도(50,000원)는 그대로 둡니다. 낮춘 달에는 다시 올릴 수 없습니다. 계속하시겠습니까?');
    expect(changeConfirmBody('downgrade', now, '500000', '10000')).toBe('일 한도를 10,000원으로 낮춥니다. 낮춘 달에는 다시 올릴 수 없습니다. 계속하시겠습니까?');
    expect(changeConfirmBody('downgrade', { ...now, usedThisMonth: '300000' }, '300000', '10000')).toContain('월 한도를 300,000원, 일 한도를 10,000원으로 낮춥니다. 이번 달에 이미 300,000원을 결제해서');
    const onceAMonth = '한도 상향은 한 달에 한 번만 할 수 있어, 올린 뒤에는 이번 달에 다시 올릴 수 없습니다. 계속하시겠습니까?';
    expect(changeConfirmBody('upgrade', now, '700000', '100000')).toBe(`월 한도를 700,000원, 일 한도를 100,000원으로 올립니다. ${onceAMonth}`);
    // removing the daily limit alone is a raise too
    expect(changeConfirmBody('upgrade', now, '500000', '')).toBe(`일 한도(50,000원)를 없앱니다. ${onceAMonth}`);
  });

  it('lowering to or below what was already paid says that nothing is left this month (or today)', () => {
    const used = { monthLimit: '1000000', dayLimit: null, usedThisMonth: '300000', usedToday: '30000' };
    expect(nothingLeftNote(used, '200000', '')).toBe('이번 달에 이미 300,000원을 결제해서, 낮추면 이번 달에는 더 결제할 수 없습니다.');
    expect(nothingLeftNote(used, '300000', '')).toMatch(/^이번 달에 이미 300,000원/);
    expect(nothingLeftNote(used, '500000', '10000')).toBe('오늘 이미 30,000원을 결제해서, 낮추면 오늘은 더 결제할 수 없습니다.');
    // a kept daily limit used up already stopped today's payments before this change: not its doing
    expect(nothingLeftNote({ ...used, dayLimit: '30000' }, '500000', '')).toBeNull();
    expect(nothingLeftNote({ ...used, dayLimit: '30000' }, '500000', '30000')).toBeNull();
    expect(nothingLeftNote({ ...used, dayLimit: '50000' }, '500000', '30000')).toMatch(/^오늘 이미 30,000원/);
    expect(nothingLeftNote({ ...used, monthLimit: '300000' }, '300000', '10000')).toMatch(/^오늘 이미 30,000원/);
    expect(nothingLeftNote(used, '500000', '50000')).toBeNull();
    expect(nothingLeftNote(used, '500000', '')).toBeNull();
  });
});
