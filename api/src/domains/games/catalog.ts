// Game list and channel tier tables (SPEC §3 Game, §9 tiers). poker7 is exactly as specified, with no
// numbers where §9 gives none (SPEED's range and stakes, CHAMPION2's stakes): the PC game cards and
// the mobile guide's tables show these rows (GET /api/games).
// The other games follow the §9 notes (baduki/highlow2 premium tiers, laspoker MAJOR/CHAMPION,
// duelpoker up to 0053, hoola3 AMATEUR, lasudda PRO + CHAMPION1) with plausible numbers in the same shape.
// The casino's two games (baccarat, slot) share its one channel 0090.
import { groupDigits } from '@hanpan/contracts/amounts';
import { rangeText } from '@hanpan/contracts/range';
import { GAME_NAMES } from '@hanpan/contracts/constants';
import { formatKoreanUnits } from '../../lib/money.js';

export interface GameDef {
  id: string;
  className: string;
  name: string;
  isRemastered: boolean;
  hasOneChampionChannel: boolean;
  isCasino: boolean;
}

export const GAMES: GameDef[] = [
  { id: 'poker7', className: 'Poker7', name: GAME_NAMES.poker7, isRemastered: true, hasOneChampionChannel: false, isCasino: false },
  { id: 'baduki', className: 'Baduki', name: GAME_NAMES.baduki, isRemastered: true, hasOneChampionChannel: false, isCasino: false },
  { id: 'highlow2', className: 'HighLow2', name: GAME_NAMES.highlow2, isRemastered: true, hasOneChampionChannel: false, isCasino: false },
  { id: 'laspoker', className: 'LasPoker', name: GAME_NAMES.laspoker, isRemastered: false, hasOneChampionChannel: true, isCasino: false },
  { id: 'duelpoker', className: 'DuelPoker', name: GAME_NAMES.duelpoker, isRemastered: false, hasOneChampionChannel: false, isCasino: false },
  { id: 'hoola3', className: 'Hoola3', name: GAME_NAMES.hoola3, isRemastered: false, hasOneChampionChannel: true, isCasino: false },
  { id: 'lasudda', className: 'LasUdda', name: GAME_NAMES.lasudda, isRemastered: false, hasOneChampionChannel: true, isCasino: false },
  { id: 'baccarat', className: 'Baccarat', name: GAME_NAMES.baccarat, isRemastered: false, hasOneChampionChannel: false, isCasino: true },
  { id: 'slot', className: 'Slot', name: GAME_NAMES.slot, isRemastered: false, hasOneChampionChannel: false, isCasino: true },
];

/** The seven board games (SPEC §5: gameId must be one of them, else poker7). */
export const GAME_IDS = ['poker7', 'baduki', 'highlow2', 'laspoker', 'duelpoker', 'hoola3', 'lasudda'] as const;
/** Casino game ids (SPEC §3) and the casino channel. */
export const CASINO_GAME_IDS = ['BACCARAT', 'SLOT'] as const;
export const CASINO_CHANNEL_ID = '0090';

export interface TierDef {
  grade: string;
  code: string;
  name: string;
  min: bigint | null;
  max: bigint | null;
  minRating: number | null;
  maxRating: number | null;
  stakes: bigint[];
  blue?: boolean;
  green?: boolean;
}

const e = (mantissa: number, exp: number) => BigInt(mantissa) * 10n ** BigInt(exp);

const FREE: TierDef = { grade: 'FREE', code: '0090', name: '자유', min: null, max: null, minRating: null, maxRating: null, stakes: [], green: true };
const FRIEND: TierDef = { grade: 'FRIEND', code: '00B0', name: '친구', min: null, max: null, minRating: null, maxRating: null, stakes: [e(1, 4), e(1, 5), e(1, 7)], green: true };

/** Senior, semi-pro and pro rooms: the same in 7포커, 바둑이 and 하이로우2. */
const LOWER_TIERS: TierDef[] = [
  { grade: 'SENIOR', code: '0010', name: '시니어', min: 0n, max: e(1, 10), minRating: 0, maxRating: 2099, stakes: [100n, 300n] },
  { grade: 'SEMIPRO', code: '0030', name: '세미프로', min: e(1, 9), max: e(1, 12), minRating: 1900, maxRating: 2199, stakes: [50_000n, 200_000n] },
  { grade: 'PRO', code: '0040', name: '프로', min: e(1, 11), max: e(1, 13), minRating: 2300, maxRating: 2701, stakes: [e(1, 6), e(5, 6)], blue: true },
];
/** 바둑이 and 하이로우2 share one table of channels. */
const BADUKI_TIERS: TierDef[] = [
  ...LOWER_TIERS,
  { grade: 'PREMIUM1', code: '0071', name: '프리미엄1', min: e(2, 12), max: null, minRating: 2500, maxRating: null, stakes: [e(1, 9), e(2, 9)], blue: true },
  { grade: 'PREMIUM2', code: '0072', name: '프리미엄2', min: e(1, 13), max: null, minRating: 2600, maxRating: null, stakes: [e(4, 9), e(1, 10)], blue: true },
  { grade: 'PREMIUM3', code: '0073', name: '프리미엄3', min: e(3, 13), max: null, minRating: 2699, maxRating: null, stakes: [e(2, 10), e(5, 10)], blue: true },
  FREE,
  FRIEND,
];

export const TIERS: Record<string, TierDef[]> = {
  poker7: [
    ...LOWER_TIERS,
    { grade: 'CHAMPION1', code: '0071', name: '챔피언1', min: e(2, 12), max: null, minRating: 2522, maxRating: null, stakes: [e(15, 8), e(2, 9), e(4, 9), e(1, 10)], blue: true },
    { grade: 'CHAMPION2', code: '0073', name: '챔피언2', min: e(1, 13), max: null, minRating: 2699, maxRating: null, stakes: [], blue: true },
    { grade: 'SPEED', code: '00A0', name: '스피드', min: null, max: null, minRating: null, maxRating: null, stakes: [] },
    FREE,
    FRIEND,
  ],
  baduki: BADUKI_TIERS,
  highlow2: BADUKI_TIERS,
  laspoker: [
    { grade: 'SENIOR', code: '0010', name: '시니어', min: 0n, max: e(1, 10), minRating: 0, maxRating: 2099, stakes: [100n, 500n] },
    { grade: 'SEMIPRO', code: '0030', name: '세미프로', min: e(1, 9), max: e(1, 12), minRating: 1900, maxRating: 2199, stakes: [30_000n, 100_000n] },
    { grade: 'PRO', code: '0040', name: '프로', min: e(1, 11), max: e(1, 13), minRating: 2300, maxRating: 2701, stakes: [e(5, 5), e(2, 6)] },
    { grade: 'MAJOR', code: '0050', name: '메이저', min: e(1, 12), max: e(3, 13), minRating: 2400, maxRating: null, stakes: [e(5, 7), e(2, 8)], blue: true },
    { grade: 'CHAMPION', code: '0052', name: '챔피언', min: e(5, 12), max: null, minRating: 2550, maxRating: null, stakes: [e(1, 9), e(5, 9)], blue: true },
    FREE,
    FRIEND,
  ],
  duelpoker: [
    { grade: 'SENIOR', code: '0010', name: '시니어', min: 0n, max: e(1, 10), minRating: 0, maxRating: 2099, stakes: [100n, 300n] },
    { grade: 'SEMIPRO', code: '0030', name: '세미프로', min: e(1, 9), max: e(1, 12), minRating: 1900, maxRating: 2199, stakes: [50_000n, 200_000n] },
    { grade: 'PRO', code: '0040', name: '프로', min: e(1, 11), max: e(1, 13), minRating: 2300, maxRating: 2701, stakes: [e(1, 6), e(5, 6)] },
    { grade: 'MAJOR', code: '0050', name: '메이저', min: e(1, 12), max: e(3, 13), minRating: 2400, maxRating: null, stakes: [e(5, 7), e(2, 8)], blue: true },
    { grade: 'CHAMPION1', code: '0051', name: '챔피언1', min: e(2, 12), max: null, minRating: 2500, maxRating: null, stakes: [e(1, 9), e(2, 9)], blue: true },
    { grade: 'CHAMPION2', code: '0052', name: '챔피언2', min: e(1, 13), max: null, minRating: 2600, maxRating: null, stakes: [e(4, 9), e(1, 10)], blue: true },
    { grade: 'CHAMPION3', code: '0053', name: '챔피언3', min: e(3, 13), max: null, minRating: 2699, maxRating: null, stakes: [e(2, 10), e(5, 10)], blue: true },
    FREE,
    FRIEND,
  ],
  hoola3: [
    { grade: 'AMATEUR', code: '0020', name: '아마추어', min: 0n, max: e(1, 9), minRating: 0, maxRating: 1899, stakes: [50n, 100n] },
    { grade: 'SENIOR', code: '0010', name: '시니어', min: 0n, max: e(1, 10), minRating: 0, maxRating: 2099, stakes: [100n, 300n] },
    { grade: 'SEMIPRO', code: '0030', name: '세미프로', min: e(1, 9), max: e(1, 12), minRating: 1900, maxRating: 2199, stakes: [20_000n, 100_000n] },
    { grade: 'PRO', code: '0040', name: '프로', min: e(1, 11), max: e(1, 13), minRating: 2300, maxRating: 2701, stakes: [e(5, 5), e(2, 6)], blue: true },
    { grade: 'CHAMPION', code: '0052', name: '챔피언', min: e(2, 12), max: null, minRating: 2522, maxRating: null, stakes: [e(5, 8), e(2, 9)], blue: true },
    FREE,
    FRIEND,
  ],
  lasudda: [
    { grade: 'PRO', code: '0040', name: '프로', min: 0n, max: e(1, 13), minRating: 0, maxRating: 2701, stakes: [e(1, 4), e(1, 6)] },
    { grade: 'CHAMPION1', code: '0071', name: '챔피언1', min: e(2, 12), max: null, minRating: 2522, maxRating: null, stakes: [e(1, 9), e(4, 9)], blue: true },
  ],
  baccarat: [
    { grade: 'CASINO', code: CASINO_CHANNEL_ID, name: '카지노', min: e(1, 6), max: null, minRating: null, maxRating: null, stakes: [e(1, 5), e(1, 6), e(1, 7)], green: true },
  ],
  // one casino channel for both casino games (SPEC §3); a slot spin stakes less than a baccarat hand
  slot: [
    { grade: 'CASINO', code: CASINO_CHANNEL_ID, name: '카지노', min: e(1, 6), max: null, minRating: null, maxRating: null, stakes: [e(1, 4), e(1, 5), e(1, 6)], green: true },
  ],
};

/** A channel's rating range ('1,900 ~ 2,199', '2,522 이상'; a minimum of 0 is no bound), for its conditions and its refusal. */
export function ratingRangeText(min: number | null, max: number | null): string {
  return rangeText(min ? groupDigits(min) : null, max === null ? null : groupDigits(max));
}

/** The channel's one line of entry conditions (the card shows it as it is). */
export function admissionLevel(t: TierDef): string {
  const parts: string[] = [];
  if (t.min !== null || t.max !== null) parts.push(`보유 머니 ${rangeText(t.min ? formatKoreanUnits(t.min) : null, t.max === null ? null : formatKoreanUnits(t.max))}`);
  if (t.minRating !== null || t.maxRating !== null) parts.push(`레이팅 ${ratingRangeText(t.minRating, t.maxRating)}`);
  return parts.length ? parts.join(' · ') : '누구나 입장 가능';
}
