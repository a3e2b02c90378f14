// One option of the guide (/plus/guide/option/:id, e.g. /plus/guide/option/discount): what it
// gives, its products by name, its probability table where it has one, and how to add it. Option
// key, service code and product codes are the API's names: players never see them. The option the
// member holds offers 기간 연장 (the options popup takes it as a month more), the others of its kind
// are not offered (OptionActionButton, as on the mobile catalogue): the popup would refuse them.
import { heldOptionCodes, heldOptionGroups, optionGroupsOf, OPTIONS_NEED_MAIN } from '@hanpan/contracts/option-groups';
import { openPlusLayer } from '../../../lib/openPlusLayer';
import { Button, ErrorState, hanpanStore, isLoggedIn, isMainMembershipJoined, MoneyText, Skeleton, useGlobalMembership, type OptionKey } from '@hanpan/platform';
import { Card, Row, Stack } from '../../../ui/layout';
import { HeldBadge } from './HeldBadge';
import { plusPopups } from '../../benefits/lib/plusPopups';
import { useJoinEntry } from '../../join/hooks/useJoinEntry';
import { useMembershipMe } from '../../membership/hooks/useMembershipMe';
import { OPTION_GUIDE } from '../guideContent';
import { OptionActionButton } from './OptionActionButton';

export function OptionDetail({ optionKey }: { optionKey: OptionKey }) {
  const g = OPTION_GUIDE[optionKey];
  const catalogue = useGlobalMembership();
  const me = useMembershipMe();
  const join = useJoinEntry();
  if (catalogue.isError) return <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  if (catalogue.isPending) return <Card aria-busy="true"><Skeleton lines={6} /></Card>;
  const products = Object.values(catalogue.data.option).flat().filter((p) => g.codes.includes(p.code));
  const held = heldOptionGroups(me.data, optionGroupsOf(catalogue.data));
  const heldCodes = heldOptionCodes(me.data);
  const add = async (code: string) => {
    if (isLoggedIn(hanpanStore.getState()) && !isMainMembershipJoined(me.data)) {
      const go = await hanpanStore.getState().confirm({ header: '옵션 가입', body: `${OPTIONS_NEED_MAIN}\n먼저 플러스에 가입할까요?`, submitText: '가입하기' });
      if (go) await join('PM0004');
      return;
    }
    if (!isLoggedIn(hanpanStore.getState())) return void (await join(null));
    plusPopups.options(code);
  };
  return (
    <Card data-testid="option-detail" data-option={optionKey} aria-label={`${g.title} 안내`}>
      <Stack $gap="m">
        <h2 style={{ margin: 0 }}>{g.title}</h2>
        <p style={{ margin: 0 }}>{g.summary}</p>
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {g.details.map((d) => <li key={d}>{d}</li>)}
        </ul>
        <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }} aria-label="상품">
          {products.map((p) => (
            <li key={p.code} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
              <span>
                <strong>{p.name}</strong> · <MoneyText value={p.price} format="comma" suffix="원" /> / 월{' '}
                {heldCodes.has(p.code) && <HeldBadge />}
              </span>
              <OptionActionButton product={p} held={held} label="가입하기" onClick={() => void add(p.code)} />
            </li>
          ))}
        </ul>
        {g.layerKey && (
          <Row>
            <Button variant="secondary" size="s" onClick={() => void openPlusLayer(g.layerKey!)}>
              {g.layerKey.endsWith('probability') ? '확률표 보기' : '자세히 보기'}
            </Button>
          </Row>
        )}
      </Stack>
    </Card>
  );
}
