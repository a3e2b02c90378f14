// What the mobile guide says about each game (content of the mobile site). Every game's channels are a
// table from the API (components/ChannelTierTable); above it, the games other than 7포커 get a sentence naming their channels as
// the portal does everywhere else (the API's channel names: 메이저, 챔피언3, 아마추어 …), never a channel
// code or a grade key (0053, MAJOR): those are the API's, players never see them.
import { DEFAULT_GAME_ID, GAME_IDS, isGameId, type GameId } from '@hanpan/platform';

export interface GameGuide {
  rule: readonly string[];
  strategy: readonly string[];
  /** an overview of the game's channels in plain Korean, by the names the portal shows (above its table); '' for 7포커 */
  channelNote: string;
}

export const GAME_GUIDES: Readonly<Record<GameId, GameGuide>> = {
  poker7: {
    rule: ['카드 7장 중 가장 좋은 5장으로 족보를 겨룹니다.', '3장을 받고 1장을 버린 뒤 1장을 공개하며 시작합니다.', '4구부터 7구까지 카드를 받을 때마다 베팅합니다. 7구는 히든 카드입니다.'],
    strategy: ['첫 3장에서 페어나 같은 무늬가 없으면 일찍 죽는 것도 전략입니다.', '상대의 공개 카드로 가능한 족보를 읽으세요.', '채널은 보유 머니와 레이팅에 맞게 고르세요.'],
    channelNote: '',
  },
  baduki: {
    rule: ['카드 4장으로 무늬와 숫자가 모두 다른 낮은 패를 만듭니다.', '아침, 점심, 저녁 세 번 카드를 바꿀 수 있습니다.', '가장 낮은 메이드(골프가 최고)가 이깁니다.'],
    strategy: ['첫 패가 낮은 3장으로 시작하면 끝까지 갈 만합니다.', '상대가 카드를 바꾸지 않으면(패스) 메이드일 가능성이 큽니다.'],
    channelNote: '시니어, 세미프로, 프로 채널은 7포커와 같고, 그 위에 프리미엄1, 프리미엄2, 프리미엄3 채널이 더 있습니다. 가장 높은 프리미엄3 채널은 보유 머니가 30조 이상이어야 들어갈 수 있습니다. 자유 채널과 친구 채널도 있습니다.',
  },
  highlow2: {
    rule: ['7포커처럼 진행하고 마지막에 하이 또는 로우를 선언합니다.', '하이는 가장 높은 족보, 로우는 가장 낮은 5장이 이깁니다.', '스윙을 선언하면 하이와 로우를 모두 이겨야 합니다.'],
    strategy: ['로우가 될 낮은 카드와 하이 족보를 함께 노려 보세요.', '스윙은 확실할 때만 선언하세요.'],
    channelNote: '로우바둑이와 같은 채널로 나뉩니다. 시니어, 세미프로, 프로 채널 위에 프리미엄1, 프리미엄2, 프리미엄3 채널이 있고, 자유 채널과 친구 채널도 있습니다.',
  },
  laspoker: {
    rule: ['라스베가스 방식의 포커입니다. 공개 카드를 보고 베팅합니다.', '가장 높은 5장 족보가 이깁니다.'],
    strategy: ['좋은 패에서 크게, 약한 패에서는 작게 베팅해 손실을 줄이세요.'],
    channelNote: '시니어, 세미프로, 프로 채널 위에 메이저 채널과 챔피언 채널이 있습니다. 가장 높은 채널은 챔피언입니다. 자유 채널과 친구 채널도 있습니다.',
  },
  duelpoker: {
    rule: ['두 사람이 1:1로 겨루는 맞포커입니다.', '7포커와 같은 족보로 승부합니다.'],
    strategy: ['상대의 베팅 습관을 읽는 것이 중요합니다.'],
    channelNote: '시니어, 세미프로, 프로, 메이저 채널 위에 챔피언1, 챔피언2, 챔피언3 채널이 있습니다. 가장 높은 채널은 챔피언3입니다. 자유 채널과 친구 채널도 있습니다.',
  },
  hoola3: {
    rule: ['같은 숫자 3장 이상 또는 같은 무늬 연속 숫자 3장 이상을 내려놓습니다.', '손의 카드를 먼저 모두 내려놓으면 이깁니다.', '7은 혼자서도 내려놓을 수 있습니다.'],
    strategy: ['점수가 큰 카드부터 정리해 질 때의 손해를 줄이세요.', '상대가 가져가는 카드로 모으는 패를 짐작하세요.'],
    channelNote: '가장 낮은 아마추어 채널부터 시니어, 세미프로, 프로, 챔피언 채널까지 있습니다. 자유 채널과 친구 채널도 있습니다.',
  },
  lasudda: {
    rule: ['화투 2장으로 족보를 겨룹니다.', '광땡, 땡, 끗 순으로 높습니다.'],
    strategy: ['땡 이상이 아니면 큰 베팅은 피하세요.'],
    channelNote: '프로 채널과 챔피언1 채널 두 곳만 있습니다.',
  },
};

/** `?gameId=` (or `gameid`) of the guide pages: one of the seven games, else poker7 (SPEC §2). */
export function guideGameOf(search: URLSearchParams): GameId {
  const raw = (search.get('gameId') ?? search.get('gameid') ?? '').toLowerCase();
  return isGameId(raw) ? raw : DEFAULT_GAME_ID;
}

export { GAME_IDS };
