// 성인 인증 (adult verification) for the casino (SPEC §8 over19). New sign-ups start unverified;
// without this page the adult-only page was a dead end. In the demo the portal's IdP stands in for
// the mobile identity check: the member states a date of birth, and only the verification time is
// kept (no birth date is stored).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, eq, isNull } from 'drizzle-orm';
import { Text } from '@hanpan/contracts';
import { members } from '../db/schema/index.js';
import { csrfField, esc, page } from '../lib/html.js';
import { kstDay, koreaParts } from '../lib/time.js';
import { requestReturnUrl } from '../lib/urls.js';
import { LEAVE_SRC, leaveMarker } from '../sandbox/routes.js';
import { isLoggedIn } from '../plugins/context.js';
import { formRefusedText } from './routes.js';

export const ADULT_VERIFICATION_PATH = '/idp/adult-verification';

/** Korean youth protection law: a minor is under 19, counted by year (from 1 January of the year one turns 19). */
export const ADULT_AGE_BY_YEAR = 19;

/** The last birth year that counts as adult this year (the rule counts years: the words name the year, not 만 19세). */
const lastAdultBirthYear = (now: Date) => koreaParts(now).year - ADULT_AGE_BY_YEAR;

const BIRTH_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Why a stated date of birth does not verify an adult, in Korean; null when it does. */
export function adultBirthDateProblem(raw: string, now: Date = new Date()): string | null {
  const m = BIRTH_DATE_RE.exec(raw.trim());
  if (!m) return '생년월일을 YYYY-MM-DD 형식으로 입력해 주세요.';
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return '존재하지 않는 날짜입니다. 생년월일을 다시 확인해 주세요.';
  const today = koreaParts(now);
  const born = year * 10_000 + month * 100 + day;
  // (said apart: QA read '다시 확인해 주세요' for a future date as no reason at all)
  if (born > today.year * 10_000 + today.month * 100 + today.day) return '오늘 이후의 날짜는 생년월일로 입력할 수 없습니다.';
  if (year < 1900) return '1900년 1월 1일 이후의 생년월일을 입력해 주세요.';
  if (today.year - year < ADULT_AGE_BY_YEAR) return `19세 미만(${lastAdultBirthYear(now) + 1}년생부터)은 성인 인증을 할 수 없습니다.`;
  return null;
}

/**
 * `field`: what the error is about; it gets the focus (autofocus), as the login form's fields do. `agreed`: the box stays ticked.
 * The form is `novalidate`: the player reads this page's Korean reasons, not the browser's own bubble (QA: in the browser's
 * language, and saying only that the date is out of range).
 */
function verificationForm(req: FastifyRequest, returnUrl: string, opts: { error?: string; field?: 'birthDate' | 'agree'; birthDate?: string; agreed?: boolean } = {}) {
  const about = (field: 'birthDate' | 'agree') => (opts.error && opts.field === field ? ' autofocus aria-invalid="true" aria-describedby="adult-error"' : '');
  return page(
    '성인 인증',
    `<h1>성인 인증</h1><p class="notice">카지노 게임은 19세 이상(${lastAdultBirthYear(new Date())}년생까지), 성인 인증을 마친 회원만 이용할 수 있습니다. 인증은 한 번만 하면 됩니다.</p>
${opts.error ? `<p class="error" role="alert" id="adult-error">${esc(opts.error)}</p>` : ''}
<form method="post" action="${ADULT_VERIFICATION_PATH}" novalidate>${csrfField(req)}<input type="hidden" name="returnUrl" value="${esc(returnUrl)}">
<dl><dt>닉네임</dt><dd>${esc(req.member?.nickname)}</dd></dl>
<label for="birthDate">생년월일</label><input id="birthDate" name="birthDate" type="date" required min="1900-01-01" max="${kstDay()}" value="${esc(opts.birthDate ?? '')}"${about('birthDate')}>
<label><input type="checkbox" name="agree" value="Y" required style="width:auto"${opts.agreed ? ' checked' : ''}${about('agree')}> 본인 확인을 위한 개인정보 이용에 동의합니다.</label>
<div class="row"><a class="btn secondary" href="${esc(returnUrl)}">취소</a><button class="primary" type="submit">인증하기</button></div></form>
<p><small>테스트 환경입니다. 실제 서비스에서는 휴대폰 본인 확인으로 생년월일을 확인합니다. 생년월일은 저장하지 않습니다.</small></p>`,
  );
}

const donePage = (returnUrl: string, title: string, message: string) =>
  page(title, `<h1>${esc(title)}</h1><p>${esc(message)}</p><div class="row"><a class="btn primary" href="${esc(returnUrl)}" data-action="back">한판으로 돌아가기</a></div>${leaveMarker(returnUrl, 1500)}`, {
    scriptSrc: LEAVE_SRC,
  });

export async function adultVerificationRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const back = (req: FastifyRequest, raw: unknown) => requestReturnUrl(req, raw, app.config);
  const html = (reply: FastifyReply, status: number, body: string) => reply.status(status).type('text/html; charset=utf-8').send(body);
  const toLogin = (reply: FastifyReply, url: string, status?: 303) => reply.redirect(`/idp/login?nextUrl=${encodeURIComponent(url)}`, status);

  app.get(ADULT_VERIFICATION_PATH, { schema: { querystring: Type.Object({ returnUrl: Type.Optional(Text(2000, { title: '돌아갈 주소' })) }) } }, async (req, reply) => {
    const returnUrl = back(req, req.query.returnUrl);
    // a partner login that still needs an action (or failed) is not logged in (SPEC §4): the login first
    if (!req.member || !isLoggedIn(req.member)) return toLogin(reply, req.url);
    if (req.member.adultVerifiedAt) return html(reply, 200, donePage(returnUrl, '성인 인증 완료', '이미 성인 인증을 마쳤습니다. 카지노 게임을 이용할 수 있습니다.'));
    return html(reply, 200, verificationForm(req, returnUrl));
  });

  app.post(ADULT_VERIFICATION_PATH, { config: { csrfRefusedToHandler: true } }, async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const returnUrl = back(req, body.returnUrl);
    if (!req.member || !isLoggedIn(req.member)) return toLogin(reply, `${ADULT_VERIFICATION_PATH}?returnUrl=${encodeURIComponent(returnUrl)}`, 303);
    const birthDate = typeof body.birthDate === 'string' ? body.birthDate.slice(0, 20) : '';
    // a form of another login (one since, in another window) or without its token: nothing verified
    if (req.csrfFormRefused) {
      if (req.member.adultVerifiedAt) return html(reply, 200, donePage(returnUrl, '성인 인증 완료', '이미 성인 인증을 마쳤습니다. 카지노 게임을 이용할 수 있습니다.'));
      return html(reply, 403, verificationForm(req, returnUrl, { error: formRefusedText(req, '인증하지 않았습니다. 다시 인증해 주세요.'), birthDate, agreed: body.agree === 'Y' }));
    }
    if (body.agree !== 'Y') return html(reply, 400, verificationForm(req, returnUrl, { error: '개인정보 이용에 동의해 주세요.', field: 'agree', birthDate }));
    const problem = adultBirthDateProblem(birthDate);
    if (problem) return html(reply, birthDate ? 422 : 400, verificationForm(req, returnUrl, { error: problem, field: 'birthDate', birthDate, agreed: true }));
    // the first verification's time stays (a repeated submit changes nothing)
    await app.db
      .update(members)
      .set({ adultVerifiedAt: new Date() })
      .where(and(eq(members.id, req.member.id), isNull(members.adultVerifiedAt)));
    return html(reply, 200, donePage(returnUrl, '성인 인증 완료', '성인 인증이 완료되었습니다. 이제 카지노 게임을 이용할 수 있습니다.'));
  });
}
