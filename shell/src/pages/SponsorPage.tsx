// /sponsor: what the portal sponsors (partner users never get here: middleware blocks them).
import styled from 'styled-components';
import { Link } from '@hanpan/platform';
import type { PortalRoute } from '@hanpan/platform';
import { HPC_ENTRY_RULE_TEXT } from '@hanpan/contracts/championship';
import { Card } from '../features/common/ui';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(240px, 100%), 1fr));
  gap: 16px;
  padding-top: 16px;
  p {
    font-size: 14px;
    line-height: 1.7;
    color: #374151;
    margin: 0;
  }
`;

const PROGRAMMES = [
  { title: '한판 포커 챔피언십', body: `매 시즌 열리는 HPC 대회의 상금과 운영을 후원합니다. ${HPC_ENTRY_RULE_TEXT}`, link: '/hpc' },
  { title: '마인드 스포츠 선수단', body: '바둑이·하이로우 부문 선수들의 국내외 대회 출전 경비와 훈련을 지원합니다.' },
  { title: '건전 게임 캠페인', body: '이용 한도 설정과 휴식 안내로 즐겁고 건전한 게임 문화를 만들어 갑니다.' },
];

export function SponsorPage({ route }: { route: PortalRoute }) {
  return (
    <div data-page={route.pageInfo.name} style={{ paddingTop: 20 }}>
      <h1 style={{ margin: '0 0 4px' }}>{route.pageInfo.title}</h1>
      <p style={{ margin: 0, color: '#6b7280' }}>{route.pageInfo.subTitle}</p>
      <Grid>
        {PROGRAMMES.map((p) => (
          <Card key={p.title}>
            <h2>{p.title}</h2>
            <p>{p.body}</p>
            {p.link && (
              <p style={{ marginTop: 12 }}>
                <Link to={p.link}>챔피언십 보기</Link>
              </p>
            )}
          </Card>
        ))}
      </Grid>
    </div>
  );
}
