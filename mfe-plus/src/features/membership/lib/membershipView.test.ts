import { PAYMENT_IN_PROGRESS_TEXT } from '@hanpan/contracts/constants';
import type { MembershipUser } from '@hanpan/contracts';
import { membershipClassOf, membershipView } from './membershipView';

const user = (over: Partial<MembershipUser> = {}): MembershipUser =>
  ({ mainCode: 'PM0006', statusDescription: '이용 중', subscriptionType: 'SUBSCRIPTION', continuousUsageCount: 1, continuousGroupUsageCount: 1, ...over }) as MembershipUser;

describe('membershipView', () => {
  it('is in progress exactly when the API writes its shared text', () => {
    expect(membershipView({ ...user({}), statusDescription: PAYMENT_IN_PROGRESS_TEXT }).inProgress).toBe(true);
    expect(membershipView({ ...user({}), statusDescription: PAYMENT_IN_PROGRESS_TEXT }).statusLabel).toBe('정기결제 처리 중');
    expect(membershipView(user({})).inProgress).toBe(false);
  });
  it('reads the tier, the subscription and the continuous-use rule', () => {
    const v = membershipView({ ...user({}), continuousUsageCount: 3, continuousGroupUsageCount: 13 });
    expect(v.tier).toBe('X');
    expect(v.subscriptionLabel).toBe('정기결제');
    expect(v.continuousBenefit).toBe(true);
    expect(v.continuousDiscount).toBe('5% 할인중');
    const none = membershipView({ ...user({}), mainCode: '' });
    expect(none.joined).toBe(false);
    expect(none.statusLabel).toBe('미가입');
    expect(membershipView({ ...user({}), subscriptionType: 'ONE_TIME', continuousUsageCount: 5, continuousGroupUsageCount: 12 })).toMatchObject({ continuousBenefit: false, continuousDiscount: '-' });
  });
  it('class names from the VIP grade, 일반 회원 otherwise', () => {
    expect(membershipClassOf({ grade: 'PREMIUM' })).toEqual({ value: 'premium', name: '프리미엄', rank: 4, level: 3 });
    expect(membershipClassOf({ grade: 'BUSINESS' }).name).toBe('비즈니스');
    expect(membershipClassOf(null)).toEqual({ value: 'none', name: '일반 회원', rank: 0, level: 0 });
  });
});
