import { NewWindowButton, type LayerContentProps } from '@hanpan/platform';
import { openFromLayer, openPopupOrGo } from '@hanpan/platform/member-action';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
  margin-top: 16px;
`;

/** Goldbox event layer for targets (home page); its 1-day dismissal is the popup host's button. */
export function GoldboxLayer({ resolve }: LayerContentProps) {
  return (
    <div data-testid="goldbox-layer">
      <p style={{ fontSize: 18, fontWeight: 700, margin: '0 0 8px' }}>골드박스가 도착했습니다!</p>
      <p style={{ margin: 0 }}>이벤트 대상자로 선정되셨습니다. 골드박스를 열고 선물을 받아 가세요.</p>
      <Row>
        <NewWindowButton size="s" onClick={openFromLayer(() => openPopupOrGo('/popup/goldbox', 'banner', 'hanpan_goldbox'), resolve)}>
          골드박스 열기
        </NewWindowButton>
      </Row>
    </div>
  );
}
