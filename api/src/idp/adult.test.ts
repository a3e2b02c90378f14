import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema/index.js';
import { cloneMember } from '../e2e/cloneMember.js';
import { Agent, createTestApp, type TestApp } from '../test/harness.js';
import { kstDay } from '../lib/time.js';
import { ADULT_VERIFICATION_PATH, adultBirthDateProblem } from './adult.js';

describe('adult verification (성인 인증)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const verifiedAt = async (loginId: string) =>
    (await t.db.select({ at: members.adultVerifiedAt }).from(members).where(eq(members.loginId, loginId)).limit(1))[0]?.at ?? null;

  it('by year of birth, in Korea time: 19 from 1 January of the year one turns 19', () => {
    // 2026-12-31 23:30 in Korea is 14:30 UTC; 2027-01-01 00:30 in Korea is 2026-12-31 15:30 UTC
    const lastDayOf2026 = new Date('2026-12-31T14:30:00Z');
    const firstDayOf2027 = new Date('2026-12-31T15:30:00Z');
    assert.equal(adultBirthDateProblem('2007-12-31', lastDayOf2026), null);
    assert.match(adultBirthDateProblem('2008-01-01', lastDayOf2026) ?? '', /^19세 미만\(2008년생부터\)/);
    assert.equal(adultBirthDateProblem('2008-01-01', firstDayOf2027), null);
    assert.equal(adultBirthDateProblem('1960-02-29', lastDayOf2026), null);
    assert.match(adultBirthDateProblem('1990-02-30', lastDayOf2026) ?? '', /존재하지 않는 날짜/);
    assert.match(adultBirthDateProblem('19900101', lastDayOf2026) ?? '', /YYYY-MM-DD/);
    assert.equal(adultBirthDateProblem('2027-01-01', lastDayOf2026), '오늘 이후의 날짜는 생년월일로 입력할 수 없습니다.');
    assert.equal(adultBirthDateProblem('1899-12-31', lastDayOf2026), '1900년 1월 1일 이후의 생년월일을 입력해 주세요.');
  });

  it('a guest is sent to log in and comes back to the page', async () => {
    const r = await new Agent(t.app).get(`${ADULT_VERIFICATION_PATH}?returnUrl=%2F`);
    assert.equal(r.statusCode, 302);
    assert.equal(r.headers.location, `/idp/login?nextUrl=${encodeURIComponent(`${ADULT_VERIFICATION_PATH}?returnUrl=%2F`)}`);
  });

  it('a partner login that failed (ERROR) counts as logged out: sent to log in, and a posted form verifies nothing', async () => {
    await t.db.update(members).set({ adultVerifiedAt: null }).where(eq(members.loginId, 'partner-error'));
    const partner = await t.login('partner-error');
    const r = await partner.get(`${ADULT_VERIFICATION_PATH}?returnUrl=%2F`);
    assert.equal(r.statusCode, 302);
    assert.match(String(r.headers.location), /^\/idp\/login\?nextUrl=/);
    const posted = await partner.form(ADULT_VERIFICATION_PATH, { returnUrl: '/', birthDate: '1990-01-01', agree: 'Y' });
    assert.equal(posted.statusCode, 303);
    assert.equal(await verifiedAt('partner-error'), null);
  });

  it('an unverified member verifies once and then enters the casino; a minor, no consent or a bad date changes nothing', async () => {
    assert.ok(await cloneMember(t.db, 'beginner', 'adult-check'));
    const kid = await t.login('adult-check');
    assert.equal((await kid.get('/api/games/baccarat/launch?channelId=0090')).statusCode, 403);

    const form = await kid.get(`${ADULT_VERIFICATION_PATH}?returnUrl=${encodeURIComponent('/?gameId=poker7')}`);
    assert.equal(form.statusCode, 200);
    assert.match(form.body, /<html lang="ko">/);
    assert.match(form.body, /name="_csrf"/);
    assert.match(form.body, /value="\/\?gameId=poker7"/);
    // the date picker offers no day after today in Korea
    assert.match(form.body, new RegExp(`type="date" required min="1900-01-01" max="${kstDay()}"`));
    // the page's Korean reasons, not the browser's bubble
    assert.match(form.body, /<form method="post" action="\/idp\/adult-verification" novalidate>/);
    // the rule counts years: the page names the last birth year that counts, not 만 19세
    assert.match(form.body, /19세 이상\(\d{4}년생까지\)/);

    const minor = await kid.form(ADULT_VERIFICATION_PATH, { birthDate: `${new Date().getFullYear() - 10}-05-05`, agree: 'Y', returnUrl: '/' });
    assert.equal(minor.statusCode, 422);
    assert.match(minor.body, /19세 미만\(\d{4}년생부터\)/);
    // the field the error is about takes the focus; the consent given stays ticked
    assert.match(minor.body, /<input id="birthDate"[^>]* autofocus aria-invalid="true" aria-describedby="adult-error">/);
    assert.match(minor.body, /name="agree" value="Y" required style="width:auto" checked>/);
    // a form without its token (or another login's): nothing verified, the form again with a working one
    const stale = await kid.form(ADULT_VERIFICATION_PATH, { birthDate: '1990-05-05', agree: 'Y', returnUrl: '/' }, { noCsrf: true });
    assert.equal(stale.statusCode, 403);
    assert.match(stale.body, /인증하지 않았습니다\. 다시 인증해 주세요\./);
    assert.match(stale.body, /name="_csrf"/);
    assert.equal(await verifiedAt('adult-check'), null);
    const noConsent = await kid.form(ADULT_VERIFICATION_PATH, { birthDate: '1990-05-05', returnUrl: '/' });
    assert.equal(noConsent.statusCode, 400);
    assert.match(noConsent.body, /동의해 주세요/);
    assert.match(noConsent.body, /name="agree" value="Y" required style="width:auto" autofocus aria-invalid="true"/);
    assert.doesNotMatch(noConsent.body, /id="birthDate"[^>]*autofocus/);
    assert.equal((await kid.form(ADULT_VERIFICATION_PATH, { birthDate: '<script>', agree: 'Y', returnUrl: '/' })).statusCode, 422);
    assert.equal((await kid.form(ADULT_VERIFICATION_PATH, { birthDate: '1990-05-05', agree: 'Y' }, { noCsrf: true })).statusCode, 403);
    assert.equal(await verifiedAt('adult-check'), null);

    const done = await kid.form(ADULT_VERIFICATION_PATH, { birthDate: '1990-05-05', agree: 'Y', returnUrl: '/?gameId=poker7' });
    assert.equal(done.statusCode, 200);
    assert.match(done.body, /성인 인증이 완료되었습니다/);
    assert.match(done.body, /href="\/\?gameId=poker7"/);
    const first = await verifiedAt('adult-check');
    assert.ok(first);
    assert.equal((await kid.get('/api/games/baccarat/launch?channelId=0090')).statusCode, 200);

    // again: the page says so; a repeated submit keeps the first time
    assert.match((await kid.get(ADULT_VERIFICATION_PATH)).body, /이미 성인 인증을 마쳤습니다/);
    await kid.form(ADULT_VERIFICATION_PATH, { birthDate: '1991-01-01', agree: 'Y', returnUrl: '/' });
    assert.equal((await verifiedAt('adult-check'))?.getTime(), first.getTime());
  });

  it('returns only to the portal', async () => {
    const adult = await t.login('vip');
    const r = await adult.get(`${ADULT_VERIFICATION_PATH}?returnUrl=${encodeURIComponent('https://evil.example/x')}`);
    assert.equal(r.statusCode, 200);
    assert.doesNotMatch(r.body, /evil\.example/);
  });
});
