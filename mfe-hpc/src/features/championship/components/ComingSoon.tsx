// The coming-soon text of the next championship (SPEC §7 coming-soon-text).
import styled from 'styled-components';
import { useHpcComingSoonText } from '../hooks/useHpcComingSoonText';
import { GOLD } from '../../../ui/hpcUi';

const Banner = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: 10px;
  border: 1px dashed ${GOLD};
  color: #fef9c3;
  background: rgba(250, 204, 21, 0.08);
`;

export function ComingSoon() {
  const soon = useHpcComingSoonText();
  // while loading it keeps a line's room (the cards under it do not jump when it arrives)
  if (soon.isPending) return <Banner aria-hidden="true" style={{ visibility: 'hidden' }}>&nbsp;</Banner>;
  if (!soon.data) return null; // a hint, not a block: nothing on failure
  return (
    <Banner role="note" data-testid="coming-soon">
      <strong>예고</strong> {soon.data.text}
    </Banner>
  );
}
