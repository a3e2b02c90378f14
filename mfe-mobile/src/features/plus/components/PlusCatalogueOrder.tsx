// /mobile/plus and /mobile/plus/home/all: the Plus catalogue (lent by mfe_plus/mobile) and the
// option order it fills. '가입하기' on a tier opens the join page ('변경하기', for a member holding
// one, the change page); '추가하기' on an option puts it in the order, one per kind
// (usePlusOptionOrder), and 결제하기 opens the options payment page with the order's options. The
// option the member holds goes in as its 기간 연장; the others of its kind are refused. The catalogue
// is told what the member holds, so its cards say so before 추가하기 (an older mfe_plus ignores it;
// the order still applies the rule); a member without a main membership, that options need one.
// It is also told what is in the order, so an option's card says so and takes it out again.
import { useEffect, useState } from 'react';
import { withParticle } from '@hanpan/contracts/korean';
import { OPTION_EXTENSION_LABEL, optionExtensionHint, optionGroupOfCode, OPTIONS_NEED_MAIN } from '@hanpan/contracts/option-groups';
import { browserGateDeps, ensureLogin, formatDate, hanpanStore, isLoggedIn, useQueryMemberNo } from '@hanpan/platform';
import type { PlusCatalogueProps, PlusMobileModule } from '../../../lib/remoteModules';
import { Stack } from '../../../ui/mobile';
import { RemoteView } from '../../remote/components/RemoteView';
import { usePlusJoin } from '../hooks/usePlusJoin';
import { openPlusPaymentPage } from '../lib/openPlusPaymentPage';
import { plusOptionsPaymentHref, usePlusOptionOrder } from '../hooks/usePlusOptionOrder';
import { OptionOrderCard } from './OptionOrderCard';

const HEADER = '옵션 담기';

export function PlusCatalogueOrder() {
  const memberNo = useQueryMemberNo();
  const join = usePlusJoin();
  const order = usePlusOptionOrder();
  const [notice, setNotice] = useState<string | null>(null);
  // the order emptied by itself (it was paid: usePlusOptionOrder): '…을 담았습니다.' no longer holds
  const count = order.chosen.length;
  useEffect(() => {
    if (count === 0) setNotice(null);
  }, [count]);

  const select = async (code: string) => {
    if (!isLoggedIn(hanpanStore.getState())) {
      await ensureLogin(browserGateDeps(hanpanStore));
      return;
    }
    const choice = order.add(code);
    const alert = (body: string) => hanpanStore.getState().alert({ header: HEADER, body });
    switch (choice.result) {
      case 'unknown': // a tier: the join page
        return join(code);
      case 'needs-main':
        setNotice(OPTIONS_NEED_MAIN);
        return alert(`${OPTIONS_NEED_MAIN}\n위의 메인 멤버십에 먼저 가입해 주세요.`);
      case 'held': {
        setNotice(choice.message);
        return alert(`${choice.message}\n${choice.held.name} 이용 중 · 같은 종류의 옵션은 하나만 이용할 수 있습니다.`);
      }
      case 'replaced': {
        const text = `${choice.group.title} 옵션은 하나만 담을 수 있어 ${choice.replaced.name} 대신 ${withParticle(choice.product.name, '을')} 담았습니다.`;
        setNotice(text);
        return alert(text);
      }
      case 'added':
        return setNotice(`${withParticle(choice.product.name, '을')} 담았습니다.`);
      case 'extended':
        return setNotice(`${choice.product.name} ${withParticle(OPTION_EXTENSION_LABEL, '을')} 담았습니다. ${optionExtensionHint(choice.held, formatDate)}`);
      case 'unchanged':
        return setNotice(`${withParticle(choice.product.name, '은')} 이미 담겨 있습니다.`);
    }
  };

  // the card's 빼기 and the order's: the kind goes out, and what the last 추가하기 did no longer holds
  const removeKind = (groupKey: string) => {
    order.remove(groupKey);
    setNotice(null);
  };

  return (
    <Stack>
      <RemoteView<PlusMobileModule, PlusCatalogueProps>
        remote="mfe_plus"
        pick={(m) => m.PlusMobileCatalogue}
        props={{
          onSelect: (code) => void select(code),
          heldOptions: order.heldOptions,
          orderedCodes: order.chosen.map((p) => p.code),
          onRemove: (code) => {
            const group = optionGroupOfCode(code, order.groups);
            if (group) removeKind(group.key);
          },
        }}
        loadingLabel="플러스 정보를 불러오는 중"
        // the catalogue is long: the order below it starts below the fold (QA: it sat in view, then jumped 2,000 px)
        loadingShape={{ minHeight: '100vh' }}
      />
      {memberNo !== null && order.groups.length > 0 && (
        <OptionOrderCard
          groups={order.groups}
          held={order.held}
          chosen={order.chosen}
          total={order.total}
          needsMain={order.needsMain}
          notice={notice}
          onRemove={removeKind}
          onPay={() => openPlusPaymentPage(plusOptionsPaymentHref(order.chosen.map((p) => p.code)))}
        />
      )}
    </Stack>
  );
}
