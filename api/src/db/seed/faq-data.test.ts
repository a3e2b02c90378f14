// The FAQ says only what the product does: its categories stay put (pages and tests refer to them),
// it names no feature the product lacks, and its numbers are the rules' own constants.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../config.js';
import { FREE_CHARGE_AMOUNT, FREE_CHARGE_THRESHOLD, FREE_CHARGES_PER_DAY } from '../../domains/charge/rules.js';
import { admissionLevel, TIERS } from '../../domains/games/catalog.js';
import { useTypeOf } from '../../domains/inventory/item-use.js';
import { MAIN_PRODUCTS, OPTION_PRODUCTS } from '../../domains/membership/catalogue.js';
import { CONTINUITY_GRACE_MS, CONTINUOUS_DISCOUNT_MIN_GROUP_USAGE, HOLDING_MONEY_BASE } from '../../domains/membership/rules.js';
import { TRANSFER_MAX_COUNT_PER_DAY, TRANSFER_MAX_PER_DAY, TRANSFER_MAX_PER_TRANSFER, TRANSFER_MIN } from '../../domains/transfer/rules.js';
import { formatKoreanUnits, formatWon } from '../../lib/money.js';
import { BROWSER_SESSION_TTL_MS, SESSION_TTL_MS } from '../../plugins/context.js';
import { MILEAGE_EVENT_MULTIPLIER } from '../../domains/mileage/paymentMileage.js';
import { MILEAGE_EXCHANGE_UNIT, MILEAGE_VALIDITY_DAYS, MONEY_PER_MILEAGE } from '../../domains/mileage/rules.js';
import { BASIC_RATE_PER_MILLE, VIP_ADDITIONAL_RATE_PER_MILLE } from '../../domains/mileage/service.js';
import { SHOP_PRODUCTS } from './catalog.js';
import { FAQ } from './faq-data.js';

const answer = (title: string): string => {
  const found = FAQ.flatMap((c) => c.articles).find(([t]) => t === title);
  assert.ok(found, `FAQ article '${title}'`);
  return found[1];
};
/** The answer on the partner channel's host (its own words where the article has them). */
const partnerAnswer = (title: string): string => {
  const found = FAQ.flatMap((c) => c.articles).find(([t]) => t === title);
  assert.ok(found, `FAQ article '${title}'`);
  return found[2] ?? found[1];
};
const DAY_MS = 86_400_000;

test('categories keep their ids, names and order; each keeps its number of articles', () => {
  assert.deepEqual(
    FAQ.map((c) => [c.id, c.name, c.articles.length]),
    [
      [1, '회원/로그인', 3],
      [2, '게임머니/충전', 4],
      [3, '플러스 멤버십', 4],
      [4, '결제/구매 한도', 3],
      [5, '게임 이용', 3],
    ],
  );
  const titles = FAQ.flatMap((c) => c.articles.map(([t]) => t));
  assert.equal(new Set(titles).size, titles.length, 'titles are unique');
});

test('answers that lead into Plus are all in the Plus category, which the partner channel (no Plus) does not list', () => {
  assert.deepEqual(
    FAQ.filter((c) => c.area).map((c) => [c.name, c.area]),
    [['플러스 멤버십', 'plus']],
  );
  // a Plus menu, screen or button named anywhere else would send a partner player to a blocked page
  for (const c of FAQ.filter((c) => c.area !== 'plus')) {
    for (const [title, text] of c.articles) assert.doesNotMatch(`${title} ${text}`, /\[플러스\]|나의 플러스|플러스의 [^ ]+ 화면|1회 결제로 변경/, title);
  }
  assert.match(answer('플러스 정기결제를 그만하고 싶어요.'), /\[1회 결제로 변경\]/);
});

test("'%' in one answer only and no '_' (services.test.ts searches them as literal characters)", () => {
  const texts = FAQ.flatMap((c) => c.articles).map(([title, text]) => `${title} ${text}`);
  assert.equal(texts.filter((t) => t.includes('%')).length, 1);
  assert.ok(texts.every((t) => !t.includes('_')));
});

test('no answer sends the player to a feature the product does not have', () => {
  // no password reset (idp: 아이디, 비밀번호, 로그인, 회원가입 only), no support desk or refunds
  for (const [title, text] of FAQ.flatMap((c) => c.articles)) {
    for (const missing of ['비밀번호 찾기', '비밀번호 재설정', '고객센터', '환불', '1:1 문의']) {
      assert.ok(!`${title} ${text}`.includes(missing), `'${title}' mentions ${missing}`);
    }
  }
});

test('login and nickname answers match the session and the shop', () => {
  assert.match(answer('로그인이 풀렸어요.'), new RegExp(`로그인 상태 유지.*${SESSION_TTL_MS / DAY_MS}일 동안`));
  assert.match(answer('로그인이 풀렸어요.'), new RegExp(`${BROWSER_SESSION_TTL_MS / 3_600_000}시간이 지나면`));
  const ticket = SHOP_PRODUCTS.find((p) => p.name === '닉네임 변경권');
  assert.ok(ticket && ticket.category === 'item', 'sold under 기능성 아이템 (/shop/item)');
  // not used from the inventory: MyItems shows '게임 안에서 사용' for it
  assert.equal(useTypeOf({ productCode: ticket.code, isMembershipItem: false }), null);
  assert.match(answer('닉네임을 바꾸고 싶어요.'), /게임 안에서 사용/);
});

test('game money answers carry the charge, holding-limit and transfer rules', () => {
  const free = answer('무료 충전은 언제 받을 수 있나요?');
  assert.ok(free.includes(`${formatKoreanUnits(FREE_CHARGE_THRESHOLD)} 미만`));
  assert.ok(free.includes(`게임머니 ${formatKoreanUnits(FREE_CHARGE_AMOUNT)}`));
  assert.ok(free.includes(`하루 ${FREE_CHARGES_PER_DAY.NONE}회`));
  assert.ok(free.includes(`${FREE_CHARGES_PER_DAY.V}회(V-Plus)부터 ${FREE_CHARGES_PER_DAY.Z}회(Z-Plus)`));

  const holding = answer('보유 머니 한도가 있나요?');
  assert.ok(holding.includes(`기본 ${formatKoreanUnits(HOLDING_MONEY_BASE)}`));
  for (const o of OPTION_PRODUCTS.filter((p) => p.key === 'limit')) assert.ok(holding.includes(`${o.name}(+${formatKoreanUnits(o.limitRaise!)})`), o.name);

  for (const read of [answer, partnerAnswer]) {
    const transfer = read('게임머니를 다른 회원에게 보낼 수 있나요?');
    assert.ok(transfer.includes(`1회 ${formatKoreanUnits(TRANSFER_MIN)}~${formatKoreanUnits(TRANSFER_MAX_PER_TRANSFER)}`));
    assert.ok(transfer.includes(`하루 ${formatKoreanUnits(TRANSFER_MAX_PER_DAY)}·${TRANSFER_MAX_COUNT_PER_DAY}회`));
  }
  // the partner channel (no Plus): the count and limit of a member without it
  const partnerFree = partnerAnswer('무료 충전은 언제 받을 수 있나요?');
  assert.ok(partnerFree.includes(`하루 ${FREE_CHARGES_PER_DAY.NONE}회`) && partnerFree.includes(`게임머니 ${formatKoreanUnits(FREE_CHARGE_AMOUNT)}`));
  assert.ok(partnerAnswer('보유 머니 한도가 있나요?').includes(`최대 금액으로 ${formatKoreanUnits(HOLDING_MONEY_BASE)}입니다`));
});

test('Plus answers carry the tiers’ bankbook and free-charge counts and the continuity rules', () => {
  const tiers = MAIN_PRODUCTS.filter((p) => !p.mobileClassic);
  const bankbook = answer('통장은 어떻게 사용하나요?');
  assert.ok(bankbook.includes(tiers.map((p) => `${p.name} ${p.bankbookCount}회`).join(', ')));
  const grades = answer('플러스 멤버십 등급별 혜택이 궁금해요.');
  assert.ok(grades.includes(`통장은 ${tiers.map((p) => `${p.bankbookCount}회`).join('·')}`));
  assert.ok(grades.includes(`무료 충전은 ${tiers.map((p) => `${FREE_CHARGES_PER_DAY[p.tier]}회`).join('·')}`));
  const continuous = answer('연속 이용 혜택은 무엇인가요?');
  assert.ok(continuous.includes(`${CONTINUOUS_DISCOUNT_MIN_GROUP_USAGE}회째 결제부터`));
  assert.ok(continuous.includes(`${CONTINUITY_GRACE_MS / DAY_MS}일 안에`));
});

test('purchase-limit answers name the legal monthly limit', () => {
  const legal = `${formatWon(loadConfig({}).legalMonthlyLimit)}원`;
  assert.ok(answer('월 구매 한도는 얼마인가요?').includes(`최대 ${legal}`));
  assert.ok(answer('구매 한도를 낮출 수 있나요?').includes(`월 ${legal}`));
});

test('channel conditions read as the FAQ says: a channel without any, and the casino’s', () => {
  assert.ok(Object.values(TIERS).flat().some((t) => admissionLevel(t) === '누구나 입장 가능'));
  assert.match(answer('채널 입장 조건이 궁금해요.'), /'누구나 입장 가능'/);
  // the casino's condition as its channel card says it (QA: told only in the game window)
  for (const game of ['baccarat', 'slot']) assert.ok(answer('채널 입장 조건이 궁금해요.').includes(`카지노 채널의 입장 조건은 '${admissionLevel(TIERS[game]![0]!)}'`), game);
});

test("the mileage answer gives the rules' own numbers: earning per payment, the event, validity, exchange", () => {
  const a = answer('마일리지는 어떻게 모으고 쓰나요?');
  assert.match(a, new RegExp(`결제 금액 1,000원당 ${BASIC_RATE_PER_MILLE}마일리지가 쌓이고, VIP 회원은 1,000원당 ${VIP_ADDITIONAL_RATE_PER_MILLE}마일리지가 더`));
  assert.equal(MILEAGE_EVENT_MULTIPLIER, 2n, "the answer says '두 배'");
  assert.match(a, new RegExp(`쌓인 날부터 ${MILEAGE_VALIDITY_DAYS}일 동안`));
  assert.match(a, new RegExp(`${formatWon(MILEAGE_EXCHANGE_UNIT)}마일리지 단위로 게임머니로 바꿀 수 있으며, 1마일리지는 게임머니 ${formatKoreanUnits(MONEY_PER_MILEAGE)}입니다`));
  // the partner channel earns no VIP extra (earnsVipMileage): its answer gives the basic rate only
  const p = partnerAnswer('마일리지는 어떻게 모으고 쓰나요?');
  assert.match(p, new RegExp(`결제 금액 1,000원당 ${BASIC_RATE_PER_MILLE}마일리지가 쌓입니다`));
  assert.match(p, new RegExp(`쌓인 날부터 ${MILEAGE_VALIDITY_DAYS}일 동안`));
});
