import styled from 'styled-components';
import { layerDismissal, useHanpanStore, Button, type LayerContentProps } from '@hanpan/platform';

const Steps = styled.ol`
  margin: 0 0 16px;
  padding-left: 20px;
  line-height: 1.7;
`;

/** iOS Safari and Samsung Internet: how to add the site to the home screen by hand. */
export function ShortcutGuideLayer({ props, resolve }: LayerContentProps) {
  const memberNo = useHanpanStore((s) => s.member.memberNo);
  const samsung = props.platform === 'samsung';
  return (
    <div data-testid="shortcut-guide">
      <p>한판을 홈 화면에 추가하면 앱처럼 바로 실행할 수 있습니다.</p>
      {samsung ? (
        <Steps>
          <li>화면 아래 오른쪽의 메뉴 버튼(가로줄 세 개)을 누르세요.</li>
          <li>[현재 페이지 추가] → [홈 화면]을 선택하세요.</li>
          <li>[추가]를 누르면 완료됩니다.</li>
        </Steps>
      ) : (
        <Steps>
          <li>Safari 아래쪽의 공유(□↑) 버튼을 누르세요.</li>
          <li>[홈 화면에 추가]를 선택하세요.</li>
          <li>오른쪽 위의 [추가]를 누르면 완료됩니다.</li>
        </Steps>
      )}
      {/* 닫기, not '3일 동안 보지 않기': that label is the shop offer's, and this guide opens again when
          asked for; read once, the shop does not offer it again for those days */}
      <Button
        variant="secondary"
        size="s"
        onClick={() => {
          layerDismissal.dismiss('shopAddToHome', memberNo ?? 'guest');
          resolve(false);
        }}
      >
        닫기
      </Button>
    </div>
  );
}
