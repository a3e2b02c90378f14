// A game's channel tiers (SPEC §9) as the portal lists them (GET /api/games, the rows the PC home's
// cards and the server's admission use) in the PC home's words: name, money range, rating range
// (separated by thousands) and stakes (판돈) — '2조 이상', '100억 이하', as the cards say them.
import { Fragment, type ReactNode } from 'react';
import { rangeText } from '@hanpan/contracts/range';
import type { Channel } from '@hanpan/contracts';
import { ErrorState, formatCount, formatKoreanMoney, GAMES, Skeleton, useSideScrollFocus, type GameId } from '@hanpan/platform';
import { GAME_GUIDES } from '../guideContent';
import { useGameChannels } from '../hooks/useGameChannels';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** A range that wraps after '~', never inside a bound (a bound broken in two pushed the stakes off a 360 px card: QA). */
function Range({ min, max, write }: { min: string | number | null; max: string | number | null; write: (v: string) => string }): ReactNode {
  // a minimum of 0 is no bound, as the cards say it ('100억 이하')
  const text = rangeText(min === null || String(min) === '0' ? null : write(String(min)), max === null ? null : write(String(max)));
  const [from, to] = text.split(' ~ ');
  return to === undefined ? <span style={nowrap}>{text}</span> : (
    <>
      <span style={nowrap}>{from} ~</span> <span style={nowrap}>{to}</span>
    </>
  );
}

const money = (v: string) => formatKoreanMoney(v);
const rating = (v: string) => formatCount(Number(v));

export function ChannelTierTable({ gameId }: { gameId: GameId }) {
  const note = GAME_GUIDES[gameId].channelNote;
  return (
    <>
      {note && <p data-testid="channel-note">{note}</p>}
      <Tiers gameId={gameId} />
    </>
  );
}

function Tiers({ gameId }: { gameId: GameId }) {
  const channels = useGameChannels(gameId);
  // the mobile site's tables scroll themselves (mobile.tsx)
  const scroll = useSideScrollFocus<HTMLTableElement>();
  if (channels.isPending) return <Skeleton lines={4} label="채널 정보를 불러오는 중" />;
  if (channels.isError) return <ErrorState error={channels.error} onRetry={() => void channels.refetch()} />;
  return (
    <div className="table-scroll">
      <table ref={scroll.ref} tabIndex={scroll.overflows ? 0 : undefined} aria-label={`${GAMES[gameId].name} 채널 등급표`} style={{ borderCollapse: 'collapse', fontSize: 13, whiteSpace: 'nowrap' }}
        className="channel-tiers">
        <thead>
          <tr>
            <th scope="col">채널</th>
            <th scope="col">보유 머니</th>
            <th scope="col">레이팅</th>
            <th scope="col">판돈</th>
          </tr>
        </thead>
        <tbody>
          {channels.data.map((c: Channel) => (
            <tr key={c.id}>
              {/* the PC home's words: 판돈, and the channel's own name */}
              <th scope="row">{c.name}</th>
              <td style={{ whiteSpace: 'normal' }}>
                <Range min={c.minimumGameMoney} max={c.maximumGameMoney} write={money} />
              </td>
              <td style={{ whiteSpace: 'normal' }}>
                <Range min={c.minimumRating} max={c.maximumRating} write={rating} />
              </td>
              {/* the stakes wrap between amounts, never inside one: the table fits a phone (QA: '15억, 20억, 4…' was cut at the card's edge) */}
              <td style={{ whiteSpace: 'normal' }}>
                {c.seedMoney.length
                  ? c.seedMoney.map((s, i) => (
                      <Fragment key={s}>
                        {i > 0 && ' · '}
                        <span style={nowrap}>{formatKoreanMoney(s)}</span>
                      </Fragment>
                    ))
                  : '-'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
