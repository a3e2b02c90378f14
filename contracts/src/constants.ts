// Plain constants shared by the API and the frontends. No schema library here: browsers (and jest)
// import them from '@hanpan/contracts/constants' and get this file (and amounts.ts), never typebox.
import { groupDigits } from './amounts';

/**
 * SPEC §4: a membership is 'in progress' while its statusDescription contains this text (a regular
 * payment is being processed). The API writes it and the client looks for it: one constant, so the
 * rule cannot drift apart again (the client once looked for '정기결제 진행중' while the API wrote
 * '정기결제 처리중').
 */
export const PAYMENT_IN_PROGRESS_TEXT = '정기결제 처리중';
/** The 409 of a state change sent by a page showing another member than the session's (X-Hanpan-Member). */
export const OTHER_MEMBER_REFUSED_TEXT = '다른 회원으로 로그인되어 있어 처리하지 않았습니다. 화면을 새로고침한 뒤 다시 시도해 주세요.';
/** The same refusal of a read that acts for the member shown (a game launch, the transfer form): nothing was there to do. */
export const OTHER_MEMBER_READ_TEXT = '다른 회원으로 로그인되어 있습니다. 지금 로그인한 회원의 화면으로 다시 엽니다.';
/** Its body code: the platform's transport says it once and opens the page again for whoever is logged in. */
export const OTHER_MEMBER_REFUSED_CODE = 'ERROR_OTHER_MEMBER';

/** The id of the <template> the server-rendered page carries its frame state in (the shell writes and reads it; tests read it). */
export const FRAME_STATE_ELEMENT_ID = 'hanpan-ssr-state';

/** SPEC §8 ERROR_USE_ALL_BANKBOOK's line for the classic mobile membership (PM1004) only: the API's message and the bankbook popup's note. */
export const MOBILE_CLASSIC_BANKBOOK_STORAGE = '클래식 모바일 멤버십은 앱 보관함으로 지급됩니다.';

/** SPEC §4: true when the status text says a regular payment is being processed. */
export function isPaymentInProgressStatus(statusDescription: string | null | undefined): boolean {
  return typeof statusDescription === 'string' && statusDescription.includes(PAYMENT_IN_PROGRESS_TEXT);
}

/**
 * The PC home and its mirror (the same page under another address). Both show the game maintenance
 * status, and on the mobile host both are the mobile home: the server's front door redirects them
 * and the shell's in-app links open it (one list, so the two cannot disagree).
 */
export const PC_HOME_PATHS: readonly string[] = ['/', '/mirror'];

/** Whether a path is one of `PC_HOME_PATHS` as the route tables match it: in any case, slashes doubled or trailing. */
export const isPcHomePath = (pathname: string): boolean => PC_HOME_PATHS.includes(`/${pathname.split('/').filter(Boolean).join('/').toLowerCase()}`);

/** Korean mobile number, with or without hyphens (the API schema and the browser form both check it):
 *  010 has 11 digits; the older 011, 016–019 numbers 10 or 11. */
export const KOREAN_MOBILE_PATTERN = '^(?:010-?[0-9]{4}|01[16789]-?[0-9]{3,4})-?[0-9]{4}$';

/** One SMS per number per this long: the API refuses sooner ones (429), and the form counts it down after a send. */
export const SMS_NUMBER_COOLDOWN_MS = 60_000;

/**
 * Name of the function a portal page defines on `window` to hear about payment-sandbox results in
 * a popup it opened (the sandbox result page calls it; without it the opener is reloaded).
 */
export const PAYMENT_RESULT_HANDLER = '__hanpanPaymentResult';
export interface PaymentResultMessage {
  status: 'COMPLETED' | 'CANCELLED';
  kind: string;
  orderNo: string;
  /** Server's Korean lines worth saying on the page behind (a collection book the purchase completed): the popup closes at once. */
  notes?: string[];
}

/**
 * Query parameter, with its only accepted value, that a portal page adds to a payment-sandbox URL
 * it opens in a popup window. The order page carries it on to its result page, which then acts as
 * the popup (asks to be closed) even when `window.opener` is gone: a page in between without
 * Cross-Origin-Opener-Policy (a proxy's error page) severs the opener and resets `window.name`.
 */
export const PAYMENT_WINDOW_PARAM = 'paymentWindow';
export const PAYMENT_WINDOW_POPUP = 'popup';

/** `url` (a path, or absolute: it stays what it was) with one query parameter set; its others kept. */
export function withQueryParam(url: string, key: string, value: string): string {
  const base = 'http://param.invalid';
  const u = new URL(url, base);
  u.searchParams.set(key, value);
  return u.origin === base ? `${u.pathname}${u.search}${u.hash}` : u.href;
}

/** `url` marked as opened in a payment popup. */
export const paymentPopupUrl = (url: string): string => withQueryParam(url, PAYMENT_WINDOW_PARAM, PAYMENT_WINDOW_POPUP);

/**
 * Query parameter naming the member a portal page shows, on the payment-sandbox address it opens:
 * the order page refuses to act for another (a page left open across a login elsewhere), as the API
 * refuses an X-Hanpan-Member of another.
 */
export const SHOWN_MEMBER_PARAM = 'shownMember';

/** `url` (a path, or absolute) with the member the page shows; unchanged for a guest. */
export const withShownMember = (url: string, memberNo: string | number | null | undefined): string =>
  memberNo ? withQueryParam(url, SHOWN_MEMBER_PARAM, String(memberNo)) : url;

/** Order kinds that use something the member holds (an item, a voucher): nothing is paid. */
export const USE_ORDER_KINDS = ['use-item', 'use-membership-item', 'use-token'] as const;
export const isUseOrderKind = (kind: string): boolean => (USE_ORDER_KINDS as readonly string[]).includes(kind);

/**
 * sessionStorage key under which the sandbox's result page leaves its PaymentResultMessage (with
 * `at`, ms) for the page it returns to in the same window: the Plus result page and the shop say
 * from it whether the payment went through (takePaymentResult).
 */
export const PAYMENT_RESULT_STORAGE_KEY = 'hanpan:payment-result';

/** How long after the sandbox page its stored result still speaks of this payment. */
export const PAYMENT_RESULT_FRESH_MS = 5 * 60_000;

/** The `notes` of a result from another window or document: strings only, anything else is none. */
export const paymentNotes = (notes: unknown): string[] => (Array.isArray(notes) ? notes.filter((n): n is string => typeof n === 'string') : []);

/**
 * The result the sandbox left for this window (PAYMENT_RESULT_STORAGE_KEY), read once (then
 * forgotten), and only when fresh: an old entry is not this payment's. Storage that refuses
 * (private mode) says nothing rather than guess.
 */
export function takePaymentResult(
  storage: { getItem(key: string): string | null; removeItem(key: string): void } | null,
  now = Date.now(),
): PaymentResultMessage | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(PAYMENT_RESULT_STORAGE_KEY) ?? null;
    storage?.removeItem(PAYMENT_RESULT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const entry: unknown = JSON.parse(raw);
    if (typeof entry !== 'object' || entry === null) return null;
    const { status, kind, orderNo, notes, at } = entry as Record<string, unknown>;
    if (typeof at !== 'number' || now - at > PAYMENT_RESULT_FRESH_MS || at > now + 60_000) return null;
    if (status !== 'COMPLETED' && status !== 'CANCELLED') return null;
    const result: PaymentResultMessage = { status, kind: typeof kind === 'string' ? kind : '', orderNo: typeof orderNo === 'string' ? orderNo : '' };
    const said = paymentNotes(notes);
    return said.length > 0 ? { ...result, notes: said } : result;
  } catch {
    return null;
  }
}

/** Same-origin BroadcastChannel on which a window announces that balances changed (other windows refetch). */
export const BALANCE_CHANNEL = 'hanpan:balance';

/**
 * Free recharges a Korean day by main Plus tier (SPEC §1 'free charging'): 1 without Plus, one more
 * per tier up to 5 with Z-Plus. The charge endpoint enforces it and the Plus guide shows it.
 */
/**
 * A regular payment (Plus subscription) the purchase limits refused is tried again by the renewal job
 * for this many days after its due date; the membership continues from its end date if one succeeds.
 */
export const RENEWAL_RETRY_DAYS = 3;

export const FREE_CHARGES_PER_DAY: Readonly<Record<'NONE' | 'V' | 'W' | 'X' | 'Z', number>> = { NONE: 1, V: 2, W: 3, X: 4, Z: 5 };

/**
 * Each game's Korean name (SPEC §3 Game): the API's game list and every page (the mobile guide, the
 * PC games, coupons) say it the same way.
 */
export const GAME_NAMES = {
  poker7: '7포커',
  baduki: '로우바둑이',
  highlow2: '하이로우2',
  laspoker: '라스베가스 포커',
  duelpoker: '맞포커',
  hoola3: '훌라3',
  lasudda: '라스 섯다',
  baccarat: '바카라',
  slot: '슬롯',
} as const;

/**
 * VIP grades (SPEC §6): the counted payments (KRW) of the calendar months before a VIP month decide
 * its grade. The API's rules, its grade table and every page's wording read these.
 */
export const VIP_COUNTING_MONTHS = 3;
export const VIP_GRADE_TABLE = [
  { grade: 'NONE', name: '일반 회원', threshold: 0 },
  { grade: 'MINIMUM', name: '미니멈', threshold: 700_000 },
  { grade: 'BUSINESS', name: '비즈니스', threshold: 1_050_000 },
  { grade: 'FIRST', name: '퍼스트', threshold: 1_700_000 },
  { grade: 'PREMIUM', name: '프리미엄', threshold: 2_050_000 },
] as const;

/** 700000 → '700,000원' (thresholds: whole won, far below 2^53). */
export const vipWonText = (won: number): string => `${groupDigits(won)}원`;

/** How a member becomes VIP, to go before what follows ('VIP 회원이 됩니다.', '받을 수 있습니다.'). */
export const VIP_JOIN_CONDITION = `최근 ${VIP_COUNTING_MONTHS}개월 결제 금액이 ${vipWonText(VIP_GRADE_TABLE[1].threshold)} 이상이면 다음 달 1일부터`;

/** VIP voices a member may send in one Korean day (the server refuses the next: ERROR_VOICE_DAILY_LIMIT). */
export const VIP_VOICE_DAILY_LIMIT = 3;
/** A VIP voice's title and content, in characters as seen (`lengthProblem` of '@hanpan/contracts/text'). */
export const VIP_VOICE_TITLE = { label: '제목', min: 2, max: 50 } as const;
export const VIP_VOICE_CONTENT = { label: '내용', min: 10, max: 1000 } as const;

/** Mini-game events keyed by item code (SPEC §3): the shop's names and the API's item use. */
export const MINI_GAME_EVENTS = {
  C1472: '가위바위보 그레이트',
  C1212: '메가 스톤 뽑기',
  C1165: '럭키 플러스 주사위',
  C1431: '스페셜 하프 룰렛',
  C1432: '디럭스 하프 룰렛',
  C1433: '로얄 하프 룰렛',
} as const;
export type MiniGameItemCode = keyof typeof MINI_GAME_EVENTS;

/** SPEC §4: the main membership costs 5% less from this many continuous group uses (the 13th payment on). */
export const CONTINUOUS_DISCOUNT_MIN_GROUP_USAGE = 13;

export const hasContinuousDiscount = (continuousGroupUsageCount: number): boolean => continuousGroupUsageCount >= CONTINUOUS_DISCOUNT_MIN_GROUP_USAGE;

/** A month's price at that group use: 5% off (rounded down to whole won) from 13 uses. The API charges it; the forms show it. */
export function discountedPrice(price: bigint, continuousGroupUsageCount: number): bigint {
  return hasContinuousDiscount(continuousGroupUsageCount) ? (price * 95n) / 100n : price;
}

/** The 5% rule in words, for every page that states it (the guide, the FAQ): the 13th payment itself is already discounted. */
export const CONTINUOUS_DISCOUNT_RULE_TEXT = `메인 멤버십을 등급과 관계없이 연속으로 이용하면 ${CONTINUOUS_DISCOUNT_MIN_GROUP_USAGE}회째 결제부터 이용료가 5% 할인됩니다.`;

/**
 * How a member gets the PC-bang capsule tickets the page shows (SPEC §7 receivableCapsuleFreeTicket):
 * the game gives them to a player at the PC-bang, the portal only says how many (no button, no storage).
 */
export const PC_BANG_CAPSULE_TICKET_RULE = '캡슐 무료 이용권은 가맹 PC방에서 게임에 접속하면 게임 안에서 매일 지급됩니다.';

/** The address's PC-bang capsule tickets, in the same words on PC and mobile. */
export const pcBangCapsuleTicketText = (pcBang: { type: 'NONE' | 'METER' | 'FLAT'; receivableCapsuleFreeTicket: number }): string =>
  pcBang.receivableCapsuleFreeTicket > 0
    ? `하루 ${pcBang.receivableCapsuleFreeTicket}장 · 게임 안에서 지급`
    : pcBang.type === 'NONE'
      ? '가맹 PC방에서만 지급'
      : '이 PC방은 지급하지 않음';

/** The shop's inventory section (/shop): the personal zone's item count leads to it (QA: a newcomer never found it). */
export const SHOP_INVENTORY_ID = 'inventory';
export const SHOP_INVENTORY_ADDRESS = `/shop#${SHOP_INVENTORY_ID}`;

/**
 * A macOS browser, whose payments the partner channel refuses (SPEC §5) — not iOS, whose browsers say
 * 'like Mac OS X' (platform's isMacOs, the client's check, is the same rule).
 */
export const isMacOsUserAgent = (userAgent: string): boolean => /Macintosh|Mac OS X/.test(userAgent) && !/iPhone|iPad|iPod/.test(userAgent);

/** Mileage is used for this many Korean days counting the day it was earned, then expires at 0시 KST. */
export const MILEAGE_VALIDITY_DAYS = 365;

/** The shop's sub-store of 회원 전용 아바타 (the Plus benefit): sold to Plus members only, not on the partner channel. */
export const PLUS_MEMBER_SUB_STORE = 'PLUS';
/** The refusal (422) of a member-only avatar ordered without a running main membership. */
export const PLUS_MEMBERS_ONLY_CODE = 'ERROR_PLUS_MEMBERS_ONLY';
