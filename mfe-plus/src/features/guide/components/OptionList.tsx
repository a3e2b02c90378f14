// Option memberships (SPEC §3): each option by its Korean name, what it gives and its products.
// (Its service code is the API's name for it, never shown: the title already says which it is.)
// A member sees the options held marked 이용 중, as the tiers are.
import { heldOptionCodes } from '@hanpan/contracts/option-groups';
import { ErrorState, Link, MoneyText, Skeleton, touchTarget, useGlobalMembership } from '@hanpan/platform';
import styled from 'styled-components';
import { Card, Columns, Muted } from '../../../ui/layout';
import { HeldBadge } from './HeldBadge';
import { useMembershipMe } from '../../membership/hooks/useMembershipMe';
import { OPTION_GUIDE, OPTION_KEYS } from '../guideContent';

/** The option's title link: finger-sized on a touch screen (a 19 px line of text on a phone), as before with a mouse. */
const TitleLink = styled(Link)`
  @media (pointer: coarse) {
    display: inline-flex;
    align-items: center;
  }
  ${touchTarget}
`;

export function OptionList({ detailHref = (key: string) => `/plus/guide/option/${key}` }: { detailHref?: (key: string) => string }) {
  const catalogue = useGlobalMembership();
  const me = useMembershipMe().data;
  const held = heldOptionCodes(me);
  if (catalogue.isError) return <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  const products = Object.values(catalogue.data?.option ?? {}).flat();
  return (
    <Columns $min="220px" data-testid="option-list">
      {OPTION_KEYS.map((key) => {
        const g = OPTION_GUIDE[key];
        const mine = products.filter((p) => g.codes.includes(p.code));
        return (
          <Card key={key} data-option={key}>
            <h3>
              <TitleLink to={detailHref(key)}>{g.title}</TitleLink> {mine.some((p) => held.has(p.code)) && <HeldBadge />}
            </h3>
            <p style={{ fontSize: 13 }}>{g.summary}</p>
            {catalogue.isPending ? (
              <Skeleton lines={2} />
            ) : (
              <Muted>
                {mine.map((p, i) => (
                  <span key={p.code}>
                    {i > 0 && ' · '}
                    {p.name} <MoneyText value={p.price} format="comma" suffix="원" />
                    {held.has(p.code) && ' (이용 중)'}
                  </span>
                ))}
              </Muted>
            )}
          </Card>
        );
      })}
    </Columns>
  );
}
