// The restrict layer (SPEC §4, 30-day dismissal): the member's purchase limits, opened by the shop
// when little of the month is left, with the way to the limit settings.
import styled from 'styled-components';
import { Button, NewWindowButton, type LayerContentProps } from '@hanpan/platform';
import { openFromLayer, openPopupOrGo } from '@hanpan/platform/member-action';
import { MonthlyLimitSummary } from '../features/restriction/components/MonthlyLimitSummary';
import { SHOP_POPUPS } from '../features/purchase/lib/shopUrls';

const Note = styled.p`
  margin: 12px 0;
  font-size: ${({ theme }) => theme.fontSizes.s};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Row = styled.div`
  display: flex;
  gap: 8px;
`;

export function RestrictLayer({ resolve }: LayerContentProps) {
  const settings = openFromLayer(() => openPopupOrGo(SHOP_POPUPS.restrict.url, SHOP_POPUPS.restrict.size, 'hanpan_restrict'), resolve);
  return (
    <div>
      <MonthlyLimitSummary />
      <Note>월 구매 한도는 위의 법정 월 한도를 넘을 수 없습니다. 한도를 낮춘 달에는 다시 올릴 수 없습니다.</Note>
      <Row>
        <NewWindowButton type="button" variant="secondary" onClick={settings}>
          구매 한도 설정
        </NewWindowButton>
        <Button type="button" variant="primary" onClick={() => resolve(true)}>
          확인
        </Button>
      </Row>
    </div>
  );
}
