// A game's channel tiers (SPEC §9) in the PC home's words: name, money range, rating range (separated
// by thousands, as the PC's ratings are) and stakes (판돈).
import { Fragment } from 'react';
import { formatCount, formatKoreanMoney, POKER7_CHANNEL_TIERS, useSideScrollFocus, type ChannelTier, type GameId } from '@hanpan/platform';
import { GAME_GUIDES } from '../guideContent';

const money = (v: string | null) => (v === null ? '' : formatKoreanMoney(v));
const range = (min: string | null, max: string | null) => (min === null && max === null ? '제한 없음' : `${money(min) || '0'} ~ ${money(max)}`);
/** A rating range: it wraps after '~', never inside a number (separated, it would push the stakes off a 360 px card: QA). */
const rating = (t: ChannelTier) =>
  t.minimumRating === null && t.maximumRating === null ? (
    '제한 없음'
  ) : (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{formatCount(t.minimumRating ?? 0)} ~</span> {t.maximumRating !== null && <span style={{ whiteSpace: 'nowrap' }}>{formatCount(t.maximumRating)}</span>}
    </>
  );

export function ChannelTierTable({ gameId }: { gameId: GameId }) {
  if (gameId !== 'poker7') return <p data-testid="channel-note">{GAME_GUIDES[gameId].channelNote} 채널별 세부 기준은 게임 안에서 확인하세요.</p>;
  return <Poker7Tiers />;
}

function Poker7Tiers() {
  // the mobile site's tables scroll themselves (mobile.tsx)
  const scroll = useSideScrollFocus<HTMLTableElement>();
  return (
    <div className="table-scroll">
      <table ref={scroll.ref} tabIndex={scroll.overflows ? 0 : undefined} aria-label="7포커 채널 등급표" style={{ borderCollapse: 'collapse', fontSize: 13, whiteSpace: 'nowrap' }}
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
          {POKER7_CHANNEL_TIERS.map((t) => (
            <tr key={t.code}>
              {/* the PC home's words: 판돈, and the channel's own name */}
              <th scope="row">{t.name}</th>
              <td>{range(t.minimumGameMoney, t.maximumGameMoney)}</td>
              <td style={{ whiteSpace: 'normal' }}>{rating(t)}</td>
              {/* the stakes wrap between amounts, never inside one: the table fits a phone (QA: '15억, 20억, 4…' was cut at the card's edge) */}
              <td style={{ whiteSpace: 'normal' }}>
                {t.seedMoney.length
                  ? t.seedMoney.map((s, i) => (
                      <Fragment key={s}>
                        {i > 0 && ', '}
                        <span style={{ whiteSpace: 'nowrap' }}>{formatKoreanMoney(s)}</span>
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
