// /popup/classic-sms and its results: send the classic app link, confirm it arrived, done.
import { Button, useNavigate, type PortalRoute, useSearchParams } from '@hanpan/platform';
import { ClassicSmsForm } from '../../features/classic-sms/components/ClassicSmsForm';
import { Note, PopupBody, Row } from '../../ui/layout';

export function ClassicSmsPopup(_props: { route: PortalRoute }) {
  const navigate = useNavigate();
  return <ClassicSmsForm onSent={(masked) => navigate(`/popup/classic-sms/plus/result/confirm?to=${encodeURIComponent(masked)}`)} />;
}

export function ClassicSmsConfirmPopup(_props: { route: PortalRoute }) {
  const navigate = useNavigate();
  const to = useSearchParams()[0].get('to');
  // opened without a send (a bookmark, a typed address): nothing was sent, so nothing is said to be (QA)
  if (!to) {
    return (
      <PopupBody data-testid="classic-sms-confirm">
        <Note role="status">아직 다운로드 주소를 보내지 않았습니다. 휴대폰 번호를 입력하고 문자를 보내 주세요.</Note>
        <Row>
          <Button onClick={() => navigate('/popup/classic-sms')}>문자 보내기</Button>
        </Row>
      </PopupBody>
    );
  }
  return (
    <PopupBody data-testid="classic-sms-confirm">
      <Note role="status">{to} 번호로 한판 클래식 다운로드 주소를 보냈습니다. 문자를 받으셨나요?</Note>
      <Row>
        <Button onClick={() => navigate('/popup/classic-sms/plus/result/success')}>받았어요</Button>
        <Button variant="secondary" onClick={() => navigate('/popup/classic-sms')}>다시 보내기</Button>
      </Row>
    </PopupBody>
  );
}

export function ClassicSmsSuccessPopup(_props: { route: PortalRoute }) {
  return (
    <PopupBody data-testid="classic-sms-success">
      <Note>앱을 설치하고 한판 아이디로 로그인하면 플러스 혜택을 모바일에서도 그대로 이용할 수 있습니다. 클래식 모바일 멤버십의 통장 머니는 앱 보관함으로 지급됩니다.</Note>
      <Button onClick={() => window.close()}>닫기</Button>
    </PopupBody>
  );
}
