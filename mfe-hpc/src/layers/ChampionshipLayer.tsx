// The PC-bang championship invitation (SPEC §4 championship layer): accepting goes to /championship
// (the opener navigates); 'do not show again' keeps it closed until the next midnight in Korea time.
import styled from 'styled-components';
import { Button, type LayerContentProps } from '@hanpan/platform';
import { PC_BANG_ROUND_IS_SEPARATE, roundName } from '../features/pc-bang/pcBangText';

const Body = styled.div`
  display: grid;
  gap: 12px;
  p {
    margin: 0;
    line-height: 1.6;
  }
`;

export function ChampionshipLayer({ props, resolve }: LayerContentProps) {
  const round = typeof props.round === 'number' ? props.round : null;
  const place = typeof props.pcBangName === 'string' ? props.pcBangName : null;
  return (
    <Body>
      <p>
        <strong>{round ? roundName(round) : '이번 달'} PC방 챔피언십</strong> 신청이 열렸습니다.
        {place ? ` 지금 접속한 ${place}에서 바로 신청할 수 있습니다.` : ' 한판 가맹 PC방에서 신청할 수 있습니다.'}
      </p>
      <p>회차마다 한 번 신청할 수 있습니다. {PC_BANG_ROUND_IS_SEPARATE}</p>
      <Button type="button" variant="primary" onClick={() => resolve(true)}>
        PC방 챔피언십 신청하러 가기
      </Button>
    </Body>
  );
}
