// Opens the VIP layer once per visit for a VIP member who has benefits left this month, unless they
// chose 'do not show again today' (the popup host checks the dismissal, per member).
import { useEffect, useRef } from 'react';
import type { VipBenefit } from '@hanpan/contracts';
import { hanpanStore, useNavigate, useQueryMemberNo } from '@hanpan/platform';
import { useVipBenefitDetails } from '../features/benefits/hooks/useVipBenefitDetails';

export function useVipLayerOnce(benefits: VipBenefit | null): void {
  const memberNo = useQueryMemberNo();
  const navigate = useNavigate();
  const details = useVipBenefitDetails();
  const left = benefits?.currentVipUser.vip === true && details.some((d) => d.data?.available === true);
  const shown = useRef(false);
  useEffect(() => {
    if (!left || !memberNo || shown.current) return;
    shown.current = true;
    void hanpanStore.getState().openLayer('vip', { goHome: () => navigate('/vip/home') }, { auto: true, dismissKey: memberNo });
  }, [left, memberNo, navigate]);
}
