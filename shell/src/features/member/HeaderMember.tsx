// The header's account corner of a member: nickname, money in Korean units (logged in only) and
// 로그아웃. Drawn inside HeaderAccount's box, which styles .money and .placeholder.
import { MoneyText, usePersonalZone, useHanpanStore, VisuallyHidden } from '@hanpan/platform';
import { LogoutForm } from '../account/LogoutForm';
import { useMemberDataOnReturn } from './useMemberDataOnReturn';

function HeaderMoney() {
  const zone = usePersonalZone();
  // (words, not aria-label: screen readers ignore a label on a plain span)
  if (!zone.data) {
    return (
      <span className="placeholder" aria-busy="true">
        <VisuallyHidden>보유 머니 불러오는 중</VisuallyHidden>
      </span>
    );
  }
  return (
    <span className="money" data-testid="header-money">
      <VisuallyHidden>보유 머니 </VisuallyHidden>
      <MoneyText value={zone.data.userRat.money} />
    </span>
  );
}

export function HeaderMember({ withMoney, logoutTo }: { withMoney: boolean; logoutTo: string }) {
  const nickname = useHanpanStore((s) => s.member.nickname);
  useMemberDataOnReturn();
  return (
    <>
      <span>
        <strong data-testid="header-nickname">{nickname}</strong>님
      </span>
      {withMoney && <HeaderMoney />}
      <LogoutForm nextUrl={logoutTo} />
    </>
  );
}
