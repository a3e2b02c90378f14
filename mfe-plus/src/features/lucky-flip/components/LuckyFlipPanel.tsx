// Lucky flip (PO0031): one flip per benefit period, paid into game money (what is above the
// holding limit goes to the over-money store), with its probability table.
import { openPlusLayer } from '../../../lib/openPlusLayer';
import { useState } from 'react';
import type { LuckyFlipResult } from '@hanpan/contracts';
import { withParticle } from '@hanpan/contracts/korean';
import { ActionButton, Button, formatKoreanMoney, hanpanStore, MoneyText, Skeleton } from '@hanpan/platform';
import { alertMoneyActionError } from '../../../lib/ruleAlert';
import { Note, Row, Stack } from '../../../ui/layout';
import { useMembershipMe } from '../../membership/hooks/useMembershipMe';
import { useLuckyFlip } from '../hooks/useLuckyFlip';

const LUCKY_FLIP_ERRORS = {
  ERROR_NOT_MEMBERSHIP: { title: '럭키 플립 실패', message: '럭키 플립 옵션 가입자만 이용할 수 있습니다.' },
  ERROR_USE_ALL_LUCKY_FLIP: { title: '럭키 플립 실패', message: '이번 혜택 기간의 럭키 플립을 이미 사용했습니다.\n다음 혜택일에 다시 뽑을 수 있습니다.' },
} as const;

export function LuckyFlipPanel() {
  const me = useMembershipMe();
  const flip = useLuckyFlip();
  const [result, setResult] = useState<LuckyFlipResult | null>(null);
  if (me.isPending) return <Skeleton lines={3} />;
  const hasOption = me.data?.optionCodes.includes('PO0031') ?? false;
  const draw = async () => {
    try {
      const r = await flip.mutateAsync();
      setResult(r);
      const stored = BigInt(r.storedOverMoney);
      await hanpanStore.getState().alert({
        header: '럭키 플립',
        body: `${formatKoreanMoney(r.money)} 당첨!${stored > 0n ? `\n보유 한도를 넘은 ${withParticle(formatKoreanMoney(stored), '은')} 초과 머니 보관함에 보관했습니다.` : ''}`,
      });
    } catch (e) {
      await alertMoneyActionError(e, LUCKY_FLIP_ERRORS, '럭키 플립 실패', { unsure: '럭키 플립을 했는지', check: '럭키 플립 상태와 보유 머니를' });
    }
  };
  return (
    <Stack $gap="m" data-testid="lucky-flip">
      {!hasOption ? (
        <Note>럭키 플립 옵션에 가입하면 혜택 기간마다 한 번 카드를 뒤집어 게임머니를 받을 수 있습니다.</Note>
      ) : me.data?.luckyFlipAvailable ? (
        <Row>
          <ActionButton size="l" action="plus.luckyFlip.draw" onAction={draw}>카드 뒤집기</ActionButton>
        </Row>
      ) : (
        <Note>이번 혜택 기간의 럭키 플립을 사용했습니다. 다음 혜택일에 다시 뽑을 수 있습니다.</Note>
      )}
      {result && (
        <p data-testid="lucky-flip-result">
          당첨 머니 <MoneyText value={result.money} emphasis /> · 보유 머니 <MoneyText value={result.balance} />
        </p>
      )}
      <Button variant="text" onClick={() => void openPlusLayer('plus-lucky-flip-probability')}>확률표 보기</Button>
    </Stack>
  );
}
