// /hpc/info: the championship rules as a readable page (eligibility, schedule, entry and rebuy,
// ranking and prizes, fair play), ending with the ways on (applying, the schedule, past results):
// a reader done with the rules should not have to find the links inside its sentences.
import styled from 'styled-components';
import { Link, upTo, type PortalRoute } from '@hanpan/platform';
import { HPC_ENTRY_RULE_TEXT } from '@hanpan/contracts/championship';
import { TIME_LABELS } from '../features/championship/championshipText';
import { PC_BANG_ROUND_IS_SEPARATE } from '../features/pc-bang/pcBangText';
import { Card, GOLD, GoldLink, HpcPageHead } from '../ui/hpcUi';

const Article = styled.article`
  display: grid;
  gap: 16px;
  line-height: 1.7;
  max-width: 860px;
  h2 {
    color: ${GOLD};
  }
  ol,
  ul {
    margin: 0;
    padding-left: 22px;
  }
  li + li {
    margin-top: 4px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 6px 16px;
    margin: 0;
  }
  dt {
    font-weight: 700;
    color: #fff;
  }
  dd {
    margin: 0;
  }
  /* the links inside sentences (the ways on below have their own look) */
  li a {
    color: ${GOLD};
  }
`;

const WaysOn = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  ${upTo.mobile} {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
  }
`;

const TIME_RULES: Record<(typeof TIME_LABELS)[number]['key'], string> = {
  recruitStartTime: '이때부터 대회 페이지에서 참가 신청을 받습니다.',
  recruitEndTime: '신청은 이 시각 직전까지만 받습니다. 마감 뒤에는 신청할 수 없습니다.',
  entryStartTime: '신청한 회원은 대회 카드의 [대회 입장]으로 챔피언십 채널에 입장할 수 있습니다.',
  gameStartTime: '첫 핸드가 시작됩니다.',
  entryEndTime: '늦은 입장은 이 시각까지 가능합니다.',
  rebuyEndTime: '칩을 모두 잃은 참가자는 이 시각까지 한 번 리바이할 수 있습니다.',
  gameEndTime: '마지막 테이블이 끝나는 예정 시각입니다.',
  championshipEndTime: '순위와 상금이 확정되어 역대 기록에 공개됩니다.',
};

export function InfoPage({ route }: { route: PortalRoute }) {
  return (
    <>
      <HpcPageHead route={route} />
      <Article>
        <Card aria-labelledby="rule-who">
          <h2 id="rule-who">참가 자격</h2>
          <ul>
            <li>{HPC_ENTRY_RULE_TEXT}</li>
            <li>
              {PC_BANG_ROUND_IS_SEPARATE} <Link to="/championship">PC방 챔피언십 안내</Link>
            </li>
            <li>대회가 시작할 때 그 게임의 이용 제한이 끝나지 않았으면 참가 신청할 수 없습니다. 제한이 대회 시작 전에 끝나면 제한 중에도 신청할 수 있습니다.</li>
            <li>한 사람이 여러 계정으로 참가하면 모든 계정의 기록과 상금이 취소됩니다.</li>
          </ul>
        </Card>
        <Card aria-labelledby="rule-when">
          <h2 id="rule-when">대회 일정 (한국 시간)</h2>
          <p>모든 시각은 한국 시간(KST) 기준이며, 대회 일정 페이지의 카운트다운은 각 시각까지 남은 시간을 1초마다 보여 줍니다.</p>
          <dl>
            {TIME_LABELS.map((t) => (
              <div key={t.key} style={{ display: 'contents' }}>
                <dt>{t.label}</dt>
                <dd>{TIME_RULES[t.key]}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card aria-labelledby="rule-how">
          <h2 id="rule-how">진행 방식</h2>
          <ol>
            <li>참가 신청 기간에 <Link to="/hpc">HPC 홈</Link> 또는 <Link to="/hpc/championship">대회 일정</Link>에서 참가 신청을 누릅니다.</li>
            <li>입장 시작부터 입장 마감까지 대회 카드의 [대회 입장]을 누르면 챔피언십 채널로 입장합니다. 모든 참가자는 같은 칩으로 시작합니다.</li>
            <li>블라인드는 정해진 시간마다 올라가며, 칩을 모두 잃으면 탈락합니다(리바이 마감 전에는 한 번 리바이 가능).</li>
            <li>마지막까지 남은 순서대로 순위가 정해지고, 대회 종료 시각에 결과가 확정됩니다.</li>
          </ol>
        </Card>
        <Card aria-labelledby="rule-prize">
          <h2 id="rule-prize">순위와 상금</h2>
          <ul>
            <li><strong>TOP 100</strong>: 최종 순위 1~100위. 상위 10명에게 게임머니 상금이 지급됩니다.</li>
            <li><strong>미라클 실드</strong>: 가장 적은 칩에서 역전한 참가자 10명에게 주는 특별상입니다.</li>
            <li><strong>보너스 랭킹</strong>: 대회 중 가장 큰 팟을 이긴 참가자 20명에게 주는 보너스 상금입니다.</li>
            <li>상금은 대회 종료 시각에 순위가 확정되면 게임머니로 자동 지급되며, 보유 한도를 넘는 금액은 초과 머니 보관함에 보관됩니다.</li>
            <li>지난 결과는 <Link to="/hpc/history">역대 기록</Link>에서 닉네임으로 찾아볼 수 있습니다.</li>
          </ul>
        </Card>
        <Card aria-labelledby="rule-fair">
          <h2 id="rule-fair">공정한 대회를 위해</h2>
          <ul>
            <li>짜고 치기, 칩 몰아주기, 프로그램 사용이 확인되면 실격 처리하고 이용을 제한합니다.</li>
            <li>네트워크 문제로 끊긴 경우 자동으로 폴드되며, 다시 접속하면 이어서 참가할 수 있습니다.</li>
            <li>대회 운영 중 문제가 생기면 운영진의 판단에 따라 일정이 바뀔 수 있으며, 바뀐 일정은 이 페이지와 대회 일정에 알립니다.</li>
          </ul>
        </Card>
        <WaysOn aria-label="대회 안내 다음 단계">
          <GoldLink to="/hpc">참가 신청하러 가기</GoldLink>
          <GoldLink to="/hpc/championship" $quiet>
            대회 일정
          </GoldLink>
          <GoldLink to="/hpc/history" $quiet>
            역대 기록
          </GoldLink>
        </WaysOn>
      </Article>
    </>
  );
}
