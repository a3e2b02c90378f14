// Channel tier table of poker7 (SPEC §9; the only game whose numbers the spec gives in full). The mobile
// guide now reads every game's rows from GET /api/games; kept for remotes built before that (a shared
// export is not taken away within a major version).
// Money as decimal strings (exact), ratings as numbers; null = no bound.
export interface ChannelTier {
  grade: string;
  /** what the pages call it (the API's channel name) */
  name: string;
  code: string;
  minimumGameMoney: string | null;
  maximumGameMoney: string | null;
  minimumRating: number | null;
  maximumRating: number | null;
  seedMoney: readonly string[];
  /** free-type room (green flag) */
  free: boolean;
}

export const POKER7_CHANNEL_TIERS: readonly ChannelTier[] = [
  { grade: 'SENIOR', name: '시니어', code: '0010', minimumGameMoney: '0', maximumGameMoney: '10000000000', minimumRating: 0, maximumRating: 2099, seedMoney: ['100', '300'], free: false },
  { grade: 'SEMIPRO', name: '세미프로', code: '0030', minimumGameMoney: '1000000000', maximumGameMoney: '1000000000000', minimumRating: 1900, maximumRating: 2199, seedMoney: ['50000', '200000'], free: false },
  { grade: 'PRO', name: '프로', code: '0040', minimumGameMoney: '100000000000', maximumGameMoney: '10000000000000', minimumRating: 2300, maximumRating: 2701, seedMoney: ['1000000', '5000000'], free: false },
  { grade: 'CHAMPION1', name: '챔피언1', code: '0071', minimumGameMoney: '2000000000000', maximumGameMoney: null, minimumRating: 2522, maximumRating: null, seedMoney: ['1500000000', '2000000000', '4000000000', '10000000000'], free: false },
  { grade: 'CHAMPION2', name: '챔피언2', code: '0073', minimumGameMoney: '10000000000000', maximumGameMoney: null, minimumRating: 2699, maximumRating: null, seedMoney: [], free: false },
  { grade: 'SPEED', name: '스피드', code: '00A0', minimumGameMoney: null, maximumGameMoney: null, minimumRating: null, maximumRating: null, seedMoney: [], free: false },
  { grade: 'FREE', name: '자유', code: '0090', minimumGameMoney: null, maximumGameMoney: null, minimumRating: null, maximumRating: null, seedMoney: [], free: true },
  { grade: 'FRIEND', name: '친구', code: '00B0', minimumGameMoney: null, maximumGameMoney: null, minimumRating: null, maximumRating: null, seedMoney: ['10000', '100000', '10000000'], free: true },
];
