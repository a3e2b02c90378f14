import type { RuleErrorBody } from '@hanpan/contracts';
import { OTHER_MEMBER_READ_TEXT, OTHER_MEMBER_REFUSED_CODE, OTHER_MEMBER_REFUSED_TEXT } from '@hanpan/contracts/constants';

/** Thrown anywhere in a handler; the error handler turns it into the envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Domain rule refusal: 422 with body {code, title?, detail?} (SPEC §8 codes go in code). */
export function ruleError(code: string, message: string, detail?: Record<string, unknown>, title?: string): ApiError {
  const body: RuleErrorBody = { code };
  if (title !== undefined) body.title = title;
  if (detail !== undefined) body.detail = detail;
  return new ApiError(422, message, body);
}

export const MSG = {
  loginRequired: '로그인 후, 이용해 주세요.',
  forbidden: '접근 권한이 없습니다.',
  notFound: '요청하신 정보를 찾을 수 없습니다.',
  csrf: '보안 토큰이 올바르지 않습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
  foreignOrigin: '다른 사이트에서 보낸 요청은 처리할 수 없습니다.',
  tooMany: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  internal: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  unavailable: '일시적으로 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  idempotencyMismatch: '같은 요청 키(Idempotency-Key)로 다른 내용의 요청이 들어왔습니다. 새로고침한 뒤 다시 시도해 주세요.',
  /** SPEC §6: what the partner channel sees for a service it cannot use (platform MESSAGES.partnerBlocked). */
  partnerBlocked: '채널링 서비스에서는 이용하실 수 없는 서비스입니다.',
  otherMember: OTHER_MEMBER_REFUSED_TEXT,
  otherMemberRead: OTHER_MEMBER_READ_TEXT,
} as const;

export const notFound = (message: string = MSG.notFound) => new ApiError(404, message);
export const forbidden = (message: string = MSG.forbidden) => new ApiError(403, message);
export const badRequest = (message: string) => new ApiError(400, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooMany = (message: string = MSG.tooMany) => new ApiError(429, message);
/** 403 for a service the partner channel cannot use (SPEC §2, §6: Plus); body.code ERROR_PARTNER_BLOCKED. */
export const partnerBlocked = () => new ApiError(403, MSG.partnerBlocked, { code: 'ERROR_PARTNER_BLOCKED' });
/** 409 for a change (or `read`: a read acting for its member) sent by a page showing another member than the session's; body.code ERROR_OTHER_MEMBER. */
export const otherMemberRefused = (read = false) => new ApiError(409, read ? MSG.otherMemberRead : MSG.otherMember, { code: OTHER_MEMBER_REFUSED_CODE });
