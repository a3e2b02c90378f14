// The header's account corner of a member: nickname, money in Korean units (logged in only) and
// 로그아웃. Drawn inside HeaderAccount's box, which styles .money and .placeholder.
import styled from 'styled-components';
import { MoneyText, usePersonalZone, useHanpanStore, VisuallyHidden } from '@hanpan/platform';
import { LogoutForm } from '../account/LogoutForm';
import { useMemberDataOnReturn } from './useMemberDataOnReturn';

// A long nickname with a large balance wraps onto a second line in a narrow window (the corner's
// own row): it ran off the left edge, where nothing scrolls to (QA: 320 px reflow).
const Corner = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: 4px 10px;
  min-width: 0;
`;

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
    <Corner>
      <span>
        <strong data-testid="header-nickname">{nickname}</strong>님
      </span>
      {withMoney && <HeaderMoney />}
      <LogoutForm nextUrl={logoutTo} />
    </Corner>
  );
}
