import { paymentUrls, resultUrl } from './paymentUrls';

const parse = (u: string) => new URL(u, 'http://localhost');

describe('paymentUrls', () => {
  it('every sandbox page returns to the Plus result popup of its kind', () => {
    const cases: [string, string, string][] = [
      [paymentUrls.join(['PM0004', 'PO0030']), '/services/membership/payments/subscription/registration', 'join'],
      [paymentUrls.change('PM0006', 'PM0005'), '/services/membership/payments/subscription/change', 'change'],
      [paymentUrls.changeMethod('PM0006', 'ONE_TIME'), '/services/membership/payments/subscription/change-method', 'change-method'],
      [paymentUrls.options(['PO0021', 'PI0001']), '/services/membership/payments', 'options'],
      [paymentUrls.weeklyGold(), '/services/weekly-gold/payments', 'weekly-gold'],
      [paymentUrls.voucherBuy('PM0005', 3), '/register/register.nhn', 'voucher'],
      [paymentUrls.voucherUse('PM0005', 12), '/register/useToken.nhn', 'voucher-use'],
      [paymentUrls.autoBankbook('reserve', 5), '/auto-bankbook/reservation', 'auto-bankbook'],
      [paymentUrls.autoBankbook('change', 5, 'MONTH_FIRST_DAY'), '/auto-bankbook/reservation/change', 'auto-bankbook-change'],
      [paymentUrls.autoBankbook('cancel', 5), '/auto-bankbook/reservation/cancel', 'auto-bankbook-cancel'],
      [paymentUrls.useGoldItem(9, null), '/use/9/membership', 'item-use'],
    ];
    for (const [url, path, kind] of cases) {
      const u = parse(url);
      expect(u.pathname).toBe(path);
      expect(u.searchParams.get('returnUrl')).toBe(resultUrl(kind as Parameters<typeof resultUrl>[0]));
    }
  });
  it('carries the SPEC §7 parameters', () => {
    expect(parse(paymentUrls.join(['PM0004', 'PO0030'])).searchParams.get('codes')).toBe('PM0004,PO0030');
    expect(parse(paymentUrls.voucherBuy('PM0005', 3)).searchParams.get('pkgids')).toBe('PM0005:3');
    const use = parse(paymentUrls.voucherUse('PM0005', 12)).searchParams;
    expect([use.get('pkgid'), use.get('payno')]).toEqual(['PM0005', '12']);
    const auto = parse(paymentUrls.autoBankbook('change', 5, 'MONTH_FIRST_DAY')).searchParams;
    expect([auto.get('currentMembershipId'), auto.get('type')]).toEqual(['5', 'MONTH_FIRST_DAY']);
    expect(parse(paymentUrls.autoBankbook('cancel', 5)).searchParams.has('type')).toBe(false);
    expect(parse(paymentUrls.useGoldItem(9, null)).searchParams.get('clientType')).toBe('W');
  });
  it('says what the portal page showed: the membership a change is from, the method a method change goes to (a stale page is refused)', () => {
    expect(parse(paymentUrls.change('PM0006', 'PM0004')).searchParams.get('from')).toBe('PM0004');
    expect(parse(paymentUrls.changeMethod('PM0006', 'SUBSCRIPTION')).searchParams.get('to')).toBe('SUBSCRIPTION');
  });
  it('passes the chosen Plus coupon to the join (couponId), and none without one', () => {
    expect(parse(paymentUrls.join(['PM0004'], 'pc', 72)).searchParams.get('couponId')).toBe('72');
    expect(parse(paymentUrls.join(['PM0004'])).searchParams.has('couponId')).toBe(false);
  });
  it('says which site the subscription payment starts on (storeType, platformType)', () => {
    const of = (url: string) => { const q = parse(url).searchParams; return [q.get('storeType'), q.get('platformType')]; };
    expect(of(paymentUrls.join(['PM0004']))).toEqual(['PC', 'PC']);
    expect(of(paymentUrls.join(['PM0004'], 'mobile'))).toEqual(['MOBILE', 'MOBILE']);
    expect(of(paymentUrls.change('PM0006', 'PM0005', 'mobile'))).toEqual(['MOBILE', 'MOBILE']);
    expect(of(paymentUrls.changeMethod('PM0006', 'ONE_TIME'))).toEqual(['PC', 'PC']);
  });
});
