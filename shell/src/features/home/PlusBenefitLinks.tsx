// Home: a few Plus benefit guides, opened by their layer keys (the Plus remote owns and declares
// them; the shell only knows the keys). Not for the partner channel, which cannot use Plus.
import { Button, hanpanStore, useHanpanStore } from '@hanpan/platform';
import { Card } from '../common/ui';

const LINKS: readonly { key: string; label: string }[] = [
  { key: 'plus-bankbook-info', label: '출금 통장 안내' },
  { key: 'plus-avatar', label: '회원 전용 아바타' },
  { key: 'plus-lucky-flip-probability', label: '럭키 플립 확률표' },
];

export function PlusBenefitLinks() {
  const partner = useHanpanStore((s) => s.global.publisher === 'partner');
  if (partner) return null;
  return (
    <Card aria-labelledby="plus-benefit-links">
      <h2 id="plus-benefit-links">플러스 혜택</h2>
      <div style={{ display: 'grid', gap: 6 }}>
        {LINKS.map((l) => (
          <Button key={l.key} size="s" variant="secondary" onClick={() => void hanpanStore.getState().openLayer(l.key)}>
            {l.label}
          </Button>
        ))}
      </div>
    </Card>
  );
}
