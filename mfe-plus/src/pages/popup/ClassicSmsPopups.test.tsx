// The classic app's SMS confirm: it says a link was sent only after a send.
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from '@hanpan/platform';
import { PLUS_ROUTES } from '../../routes';
import { renderPlus } from '../../test/renderPlus';
import { ClassicSmsConfirmPopup } from './ClassicSmsPopups';

const route = PLUS_ROUTES.find((r) => r.path === '/popup/classic-sms/plus/result/confirm')!;
function Where() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

it('after a send: names the number it went to and asks whether it arrived', () => {
  renderPlus(<ClassicSmsConfirmPopup route={route} />, { path: '/popup/classic-sms/plus/result/confirm?to=010-****-5678' });
  expect(screen.getByRole('status').textContent).toBe('010-****-5678 번호로 한판 클래식 다운로드 주소를 보냈습니다. 문자를 받으셨나요?');
  expect(screen.getByRole('button', { name: '받았어요' })).toBeTruthy();
});

it('opened without a send (a typed address): says nothing was sent and leads to the send form (QA)', () => {
  renderPlus(
    <>
      <ClassicSmsConfirmPopup route={route} />
      <Where />
    </>,
    { path: '/popup/classic-sms/plus/result/confirm' },
  );
  expect(screen.getByRole('status').textContent).toBe('아직 다운로드 주소를 보내지 않았습니다. 휴대폰 번호를 입력하고 문자를 보내 주세요.');
  expect(screen.queryByRole('button', { name: '받았어요' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '문자 보내기' }));
  expect(screen.getByTestId('location').textContent).toBe('/popup/classic-sms');
});
