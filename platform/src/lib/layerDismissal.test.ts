import { dismissalCookieName, layerDismissal } from './layerDismissal';
import { readCookie } from './cookies';
import { koreaTime } from './date';

const DAY = 24 * 60 * 60 * 1000;

describe('layerDismissal', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    for (const c of document.cookie.split(';')) {
      const name = c.split('=')[0].trim();
      if (name) document.cookie = `${name}=; max-age=0; path=/`;
    }
  });
  afterEach(() => jest.useRealTimers());

  const lifetime = (type: Parameters<typeof layerDismissal.dismiss>[0], ms: number) => {
    jest.setSystemTime(new Date(2026, 5, 10, 15, 0, 0));
    layerDismissal.dismiss(type, 'M1');
    expect(layerDismissal.isDismissed(type, 'M1')).toBe(true);
    jest.setSystemTime(new Date(2026, 5, 10, 15, 0, 0).getTime() + ms - 1000);
    expect(layerDismissal.isDismissed(type, 'M1')).toBe(true);
    jest.setSystemTime(new Date(2026, 5, 10, 15, 0, 0).getTime() + ms + 1000);
    expect(layerDismissal.isDismissed(type, 'M1')).toBe(false);
  };

  it('restrict lasts 30 days', () => lifetime('restrict', 30 * DAY));
  it('vip, weekly gold, goldbox and dealer last 1 day', () => {
    lifetime('vip', DAY);
    lifetime('weeklyGold', DAY);
    lifetime('goldbox', DAY);
    lifetime('dealer', DAY);
  });
  it('shop add-to-home-screen lasts 3 days', () => lifetime('shopAddToHome', 3 * DAY));
  it('championship lasts until the next midnight in Korea time', () => {
    jest.setSystemTime(koreaTime(2026, 6, 10, 23, 30));
    layerDismissal.dismiss('championship', 'poker7');
    jest.setSystemTime(koreaTime(2026, 6, 10, 23, 59, 59));
    expect(layerDismissal.isDismissed('championship', 'poker7')).toBe(true);
    jest.setSystemTime(koreaTime(2026, 6, 11, 0, 0, 1));
    expect(layerDismissal.isDismissed('championship', 'poker7')).toBe(false);
  });
  it('championship: dismissed at 10:00 UTC (19:00 KST) ends at 15:00 UTC, not at UTC midnight', () => {
    jest.setSystemTime(new Date('2026-06-10T10:00:00Z'));
    const until = layerDismissal.dismiss('championship', 'M1');
    expect(until.toISOString()).toBe('2026-06-10T15:00:00.000Z');
    jest.setSystemTime(new Date('2026-06-10T15:00:01Z'));
    expect(layerDismissal.isDismissed('championship', 'M1')).toBe(false);
  });
  it('is kept per type and per key in a cookie', () => {
    jest.setSystemTime(new Date(2026, 5, 10, 12, 0));
    layerDismissal.dismiss('vip', 'M1');
    expect(layerDismissal.isDismissed('vip', 'M2')).toBe(false);
    expect(layerDismissal.isDismissed('goldbox', 'M1')).toBe(false);
    expect(readCookie(dismissalCookieName('vip', 'M1'))).toBe(String(new Date(2026, 5, 11, 12, 0).getTime()));
    layerDismissal.clear('vip', 'M1');
    expect(layerDismissal.isDismissed('vip', 'M1')).toBe(false);
  });
});
