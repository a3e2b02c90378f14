// What a VIP page shows instead of its content: VIP closed for the publisher, the login for guests,
// and 'VIP members only' for general members (with how to become one).
import type { ReactNode } from 'react';
import { VIP_JOIN_CONDITION } from '@hanpan/contracts/constants';
import { browserGateDeps, Button, ensureLogin, hanpanStore, NewWindowButton } from '@hanpan/platform';
import { Notice, Row } from '../../../common/styles';
import { openVipPopup } from '../../../common/popups';

export function VipClosedNotice() {
  return (
    <Notice $tone="warn" role="status" data-testid="vip-closed">
      <strong>제휴 채널에서는 VIP 클럽을 이용할 수 없습니다.</strong>
      <p>VIP 등급, 월간 혜택, VIP 라운지는 한판 포털에서 가입한 회원에게만 제공됩니다.</p>
      {/* where: this host logs in the channel's members only (QA: the line read as if a portal account worked here) */}
      <p>VIP 혜택은 제휴 채널이 아닌 한판 포털 사이트에서 한판 계정으로 로그인해 받을 수 있습니다.</p>
    </Notice>
  );
}

export function VipGuestNotice({ children }: { children?: ReactNode }) {
  return (
    <Notice role="status" data-testid="vip-guest">
      <strong>로그인하고 나의 VIP 등급을 확인하세요.</strong>
      <p>{VIP_JOIN_CONDITION} VIP 회원이 됩니다.</p>
      {children}
      <Button type="button" onClick={() => void ensureLogin(browserGateDeps(hanpanStore))}>
        로그인
      </Button>
    </Notice>
  );
}

/** For general members on VIP-only things: what it is for and how to get there. */
export function VipOnlyNotice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Notice role="status" data-testid="vip-only">
      <strong>{title}</strong>
      <p>{VIP_JOIN_CONDITION} VIP 회원이 됩니다.</p>
      {children}
      <Row>
        <NewWindowButton type="button" variant="secondary" size="s" onClick={() => openVipPopup('/popup/vip/check')}>
          내 예상 등급 확인
        </NewWindowButton>
      </Row>
    </Notice>
  );
}
