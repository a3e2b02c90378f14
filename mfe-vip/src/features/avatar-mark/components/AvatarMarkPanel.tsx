// Put a VIP avatar mark on (POST) or take it off (PUT). Marks above the member's grade can be
// tried: the API refuses with ERROR_MARK_NOT_AVAILABLE and its text is shown in an alert. One click =
// one request: while a mark is being put on or taken off every mark button waits (the clicked one busy).
// Keyboard and screen reader: each mark has one button (착용 ↔ 해제), which keeps the focus while
// its request runs (busy, not disabled), and the line of what is worn is a status region, so the
// change is read out.
import styled from 'styled-components';
import { ActionButton, ErrorState, Skeleton, vipMarkColor, VipMarkEmblem } from '@hanpan/platform';
import { useVipAvatarMark } from '../hooks/useVipAvatarMark';
import { useVipAvatarMarkPutOn } from '../hooks/useVipAvatarMarkPutOn';
import { useVipAvatarMarkTakeOff } from '../hooks/useVipAvatarMarkTakeOff';
import { alertVipError } from '../../../common/vipErrors';
import { Muted, Row } from '../../../common/styles';
import { VipAvatar } from './VipAvatar';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 12px 0 0;
  display: grid;
  gap: 8px;
`;
const Item = styled.li<{ $worn: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 12px;
  border-radius: 8px;
  border: ${({ $worn, theme }) => ($worn ? `2px solid ${theme.colors.primary}` : `1px solid ${theme.colors.border}`)};
  background: #fff;
  div { flex: 1; min-width: 0; }
  small { display: block; color: ${({ theme }) => theme.colors.textSecondary}; }
`;

/** runAction name of putting one mark on or taking it off. */
export const avatarMarkAction = (code: string) => `vip.avatarMark.${code}`;

export function AvatarMarkPanel() {
  const { data, error, isPending, refetch } = useVipAvatarMark();
  const putOn = useVipAvatarMarkPutOn();
  const takeOff = useVipAvatarMarkTakeOff();
  if (isPending) return <Skeleton lines={5} />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const alertMarkError = (e: unknown) => alertVipError(e, { unsure: '아바타 마크가 바뀌었는지', check: '아바타 마크를' });
  const wear = (code: string) => putOn.mutateAsync(code).catch(alertMarkError);
  const remove = (code: string) => takeOff.mutateAsync(code).catch(alertMarkError);
  const markActions = data.marks.map((m) => avatarMarkAction(m.code));
  return (
    <div data-testid="vip-avatar-mark">
      <Row>
        <VipAvatar size={72} />
        <div>
          <strong role="status">{data.worn ? `${data.marks.find((m) => m.code === data.avatarMarkCode)?.name ?? 'VIP 마크'} 착용 중` : '착용한 마크가 없습니다'}</strong>
          <Muted>
            {data.available.length > 0 ? '등급에 맞는 마크를 하나 골라 아바타에 달 수 있습니다. 게임방과 랭킹에서 함께 보입니다.' : 'VIP 회원이 되면 등급 마크를 아바타에 달 수 있습니다.'}
          </Muted>
        </div>
      </Row>
      <List aria-label="VIP 아바타 마크">
        {data.marks.map((m) => {
          const worn = data.worn && data.avatarMarkCode === m.code;
          return (
            <Item key={m.code} $worn={worn} data-mark={m.code}>
              <VipMarkEmblem $color={vipMarkColor(m.code)} aria-hidden="true">
                ★
              </VipMarkEmblem>
              <div>
                {m.name}
                <small>{`${m.gradeName} 등급부터 착용할 수 있습니다`}</small>
              </div>
              <ActionButton
                size="s"
                variant={m.available && !worn ? 'primary' : 'secondary'}
                disabled={!worn && !m.available}
                action={avatarMarkAction(m.code)}
                waitFor={markActions}
                onAction={() => (worn ? remove(m.code) : wear(m.code))}
                aria-label={`${m.name} ${worn ? '해제' : '착용'}`}
              >
                {worn ? '해제' : '착용'}
              </ActionButton>
            </Item>
          );
        })}
      </List>
    </div>
  );
}
