// One championship: phase, the big countdown to its next time, every SPEC §3 time with its own
// live countdown, applicants and the apply button. Only the countdowns tick; the card renders
// again only when a time passes (then the schedule is fetched again for the new phase).
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import type { HpcChampionship } from '@hanpan/contracts';
import { formatCount, formatKoreanDateTime, serverNow, useQueryClient, useQueryMemberNo } from '@hanpan/platform';
import { Card, GOLD, Muted } from '../../../ui/hpcUi';
import { championshipKeys } from '../api/championshipQueries';
import { gameName, nextMilestone, phaseName, TIME_LABELS } from '../championshipText';
import { ApplyButton } from './ApplyButton';
import { EnterButton, entryOpen } from './EnterButton';
import { Countdown } from '../../../ui/countdown/Countdown';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-bottom: 4px;
  h2 {
    margin: 0;
  }
`;
const Badge = styled.span<{ $phase: HpcChampionship['phase'] }>`
  padding: 3px 10px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 700;
  background: ${({ $phase }) => ($phase === 'RECRUITING' ? GOLD : $phase === 'ENDED' ? '#475569' : $phase === 'UPCOMING' ? '#0ea5e9' : '#22c55e')};
  color: ${({ $phase }) => ($phase === 'ENDED' ? '#f1f5f9' : '#0f172a')};
`;
const Big = styled.div`
  margin: 16px 0;
  padding: 14px 16px;
  border-radius: 10px;
  background: #0f172a;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;
  .label {
    color: #cbd5e1;
  }
  /* its own line: the text the ticker writes (a server-rendered page has none yet) never re-wraps the box */
  time {
    flex-basis: 100%;
    font-size: 30px;
    font-weight: 800;
    color: ${GOLD};
    letter-spacing: 0.5px;
  }
`;
const Times = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0 0 16px;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 8px;
  li {
    background: #0f172a;
    border-radius: 8px;
    padding: 8px 10px;
    font-size: 13px;
    display: grid;
    gap: 2px;
  }
  li[data-passed='true'] {
    opacity: 0.55;
  }
  strong {
    color: #fff;
  }
  time[data-running='true'] {
    color: ${GOLD};
  }
`;
const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

export interface ChampionshipCardProps {
  championship: HpcChampionship;
  /** 'current' shows every time; 'next' only the big countdown. */
  variant?: 'current' | 'next';
}

export function ChampionshipCard({ championship: c, variant = 'current' }: ChampionshipCardProps) {
  const client = useQueryClient();
  const memberNo = useQueryMemberNo();
  // Re-rendered only when one of its times passes (not every second).
  const [now, setNow] = useState(serverNow);
  const onElapsed = useCallback(() => {
    setNow(serverNow());
    void client.invalidateQueries({ queryKey: championshipKeys.hpcSchedule(memberNo) });
    // the banner above says '곧 시작' until told otherwise (its phase moved with the card's)
    void client.invalidateQueries({ queryKey: championshipKeys.hpcComingSoonText() });
  }, [client, memberNo]);
  const next = nextMilestone(c, now);
  const titleId = `hpc-championship-${c.id}`;

  return (
    <Card aria-labelledby={titleId} data-testid={`championship-${c.id}`}>
      <Head>
        <h2 id={titleId}>{c.name}</h2>
        <Badge $phase={c.phase} data-testid="phase">
          {phaseName(c, now)}
        </Badge>
      </Head>
      <Muted>
        {gameName(c.gameId)} · 참가 신청 {formatKoreanDateTime(c.recruitStartTime)} ~ {formatKoreanDateTime(c.recruitEndTime)} · 게임 시작 {formatKoreanDateTime(c.gameStartTime)} (한국 시간)
      </Muted>
      {next ? (
        <Big>
          <span className="label">{next.label}까지</span>
          <Countdown to={next.at} onElapsed={onElapsed} label={`다음 일정(${next.label})까지 남은 시간`} />
        </Big>
      ) : (
        <Big>
          <span className="label">대회가 끝났습니다. 역대 기록에서 결과를 확인하세요.</span>
        </Big>
      )}
      {variant === 'current' && (
        <Times aria-label="대회 시간표">
          {TIME_LABELS.map((t) => {
            const passed = Date.parse(c[t.key]) <= now;
            return (
              <li key={t.key} data-passed={passed}>
                <strong>{t.label}</strong>
                <span>{formatKoreanDateTime(c[t.key])}</span>
                <Countdown to={c[t.key]} doneText="완료" onElapsed={onElapsed} label={`${t.label}까지 남은 시간`} />
              </li>
            );
          })}
        </Times>
      )}
      <Foot>
        <span id={`hpc-apply-count-${c.id}`} data-testid="apply-count">
          참가 신청 <strong>{formatCount(c.applyCount)}</strong>명{c.applied ? ' · 내가 신청한 대회' : ''}
        </span>
        {entryOpen(c, now) ? <EnterButton championship={c} /> : c.phase !== 'ENDED' && <ApplyButton championship={c} />}
      </Foot>
    </Card>
  );
}
