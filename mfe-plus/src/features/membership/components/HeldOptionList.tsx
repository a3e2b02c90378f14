// The options a member holds on My Plus: each with its period in words (a phone has no tooltip)
// and, on PC, '기간 연장' — options are renewed by no job, so buying the one held again (a month
// more, the payment popup with it chosen) is how a player keeps it. Of two held of one kind (data
// from before the one-per-kind rule) either can be extended, one per payment, as the API takes it.
import styled from 'styled-components';
import type { MembershipUser } from '@hanpan/contracts';
import { heldOptionGroups, offerInKind, OPTION_EXTENSION_LABEL, optionExtensionHint } from '@hanpan/contracts/option-groups';
import { formatDate, NewWindowButton } from '@hanpan/platform';
import { Muted } from '../../../ui/layout';
import { plusPopups } from '../../benefits/lib/plusPopups';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.s};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.s}`};
  }
  strong {
    flex: 1 1 auto;
  }
  /* the same width with or without a button: the periods stay in one column */
  li > span {
    min-width: 5.5em;
    text-align: right;
  }
`;

export interface HeldOptionListProps {
  member: Pick<MembershipUser, 'options' | 'optionCodes'>;
  /** '기간 연장' buttons (PC); the mobile pages order through their own catalogue */
  extendable: boolean;
}

export function HeldOptionList({ member, extendable }: HeldOptionListProps) {
  const held = heldOptionGroups(member, []);
  return (
    <List data-testid="my-plus-options" aria-label="이용 중인 옵션">
      {member.options.map((o) => (
        <li key={o.membershipId}>
          <strong>{o.name}</strong>
          <Muted>
            {formatDate(o.startDate)} ~ {formatDate(o.endDate)}
          </Muted>
          {extendable && (
            <span>
              {offerInKind(held.get(o.key), o.code).kind === 'extension' && (
                <NewWindowButton size="s" variant="secondary" onClick={() => plusPopups.options(o.code)} aria-label={`${o.name} ${OPTION_EXTENSION_LABEL}`} title={optionExtensionHint(o, formatDate)}>
                  {OPTION_EXTENSION_LABEL}
                </NewWindowButton>
              )}
            </span>
          )}
        </li>
      ))}
    </List>
  );
}
