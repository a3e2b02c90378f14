import {
  continuousDiscountText,
  hasContinuousBenefits,
  isBenefitActive,
  isMainMembershipJoined,
  isMembershipInProgress,
  membershipClassLevel,
  membershipClassName,
  membershipClassRank,
} from './membershipSelectors';
import { isGameInMaintenance, loginActionText, maintenancePeriod } from './selectors';

describe('membership rules', () => {
  it('main membership joined when mainCode is non-empty', () => {
    expect(isMainMembershipJoined({ mainCode: 'PM0006' })).toBe(true);
    expect(isMainMembershipJoined({ mainCode: '' })).toBe(false);
    expect(isMainMembershipJoined(null)).toBe(false);
  });
  it("'in progress' when the status mentions the regular payment", () => {
    // the text the API writes (one constant in @hanpan/contracts): the rule used to never fire
    expect(isMembershipInProgress({ statusDescription: '정기결제 처리중' })).toBe(true);
    expect(isMembershipInProgress({ statusDescription: '현재 정기결제 처리중입니다.' })).toBe(true);
    expect(isMembershipInProgress({ statusDescription: '이용 중' })).toBe(false);
    expect(isMembershipInProgress({ statusDescription: null })).toBe(false);
  });
  it('continuous benefits from 3 subscription months', () => {
    expect(hasContinuousBenefits({ subscriptionType: 'SUBSCRIPTION', continuousUsageCount: 3 })).toBe(true);
    expect(hasContinuousBenefits({ subscriptionType: 'SUBSCRIPTION', continuousUsageCount: 2 })).toBe(false);
    expect(hasContinuousBenefits({ subscriptionType: 'ONE_TIME', continuousUsageCount: 10 })).toBe(false);
  });
  it("'5% 할인중' from 13 group months, else '-'", () => {
    expect(continuousDiscountText({ continuousGroupUsageCount: 13 })).toBe('5% 할인중');
    expect(continuousDiscountText({ continuousGroupUsageCount: 12 })).toBe('-');
    expect(continuousDiscountText(undefined)).toBe('-');
  });
  it('membership classes and both rank mappings', () => {
    expect(membershipClassName('none')).toBe('일반 회원');
    expect(membershipClassName('premium')).toBe('프리미엄');
    expect(['premium', 'first', 'business', 'none', 'x'].map(membershipClassRank)).toEqual([4, 3, 2, 0, 0]);
    expect(['premium', 'first', 'business', 'none', null].map(membershipClassLevel)).toEqual([3, 2, 1, 0, 0]);
  });
  it('benefit active while end > now', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(isBenefitActive({ endDateTime: '2026-01-01T00:00:01Z' }, now)).toBe(true);
    expect(isBenefitActive({ endDateTime: '2026-01-01T00:00:00Z' }, now)).toBe(false);
    expect(isBenefitActive({ endDateTime: null }, now)).toBe(false);
  });
});

describe('maintenance', () => {
  const list = [
    { gameIds: ['POKER7', 'Baduki'], startDate: '2026-01-01T00:00', endDate: '2026-01-01T06:00' },
    { gameIds: ['hoola3'], startDate: '2026-02-01T00:00', endDate: '2026-02-01T02:00' },
  ];
  it('matches game ids case-insensitively, with dates per game', () => {
    expect(isGameInMaintenance(list, 'poker7')).toBe(true);
    expect(isGameInMaintenance(list, 'BADUKI')).toBe(true);
    expect(isGameInMaintenance(list, 'lasudda')).toBe(false);
    expect(maintenancePeriod(list, 'hoola3')).toEqual({ startDate: '2026-02-01T00:00', endDate: '2026-02-01T02:00' });
    expect(maintenancePeriod(list, 'lasudda')).toBeNull();
  });
});

describe('loginActionText', () => {
  it("a step's words: the account's message and button, else its status message and '확인하기'", () => {
    const spec = { resultType: 'BOTTOM_REDIRECT' as const, displayMessage: '추가 정보 입력이 필요합니다.', buttonMessage: '추가 정보 입력하기', redirectUri: '/idp/partner/action' };
    expect(loginActionText({ code: 'NEED_ACTION', message: '상태 문구', actionSpec: spec })).toEqual({ message: '추가 정보 입력이 필요합니다.', button: '추가 정보 입력하기' });
    expect(loginActionText({ code: 'NEED_ACTION', message: '상태 문구', actionSpec: null })).toEqual({ message: '상태 문구', button: '확인하기' });
    expect(loginActionText(null)).toEqual({ message: '', button: '확인하기' });
  });
});
