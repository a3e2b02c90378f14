// Opens the PC-bang championship layer once per visit for a member playing from a PC-bang who has
// not applied this round (unless dismissed until midnight); accepting goes to /championship.
import { useEffect, useRef } from 'react';
import { hanpanStore, useNavigate, usePcBangSubscription, useQueryMemberNo } from '@hanpan/platform';
import { useChampionshipCount } from './useChampionshipCount';

export const CHAMPIONSHIP_LAYER = 'championship';

export function useChampionshipLayerPrompt() {
  const memberNo = useQueryMemberNo();
  const subscription = usePcBangSubscription();
  const count = useChampionshipCount();
  const navigate = useNavigate();
  const opened = useRef(false);
  const sub = subscription.data;
  const round = count.data;

  useEffect(() => {
    if (opened.current || memberNo === null || !sub?.subscribe || !round || round.applied) return;
    opened.current = true;
    void hanpanStore
      .getState()
      .openLayer(CHAMPIONSHIP_LAYER, { round: round.round, pcBangName: sub.name }, { auto: true, dismissKey: memberNo })
      .then((accepted) => {
        if (accepted) navigate('/championship');
      });
  }, [memberNo, sub, round, navigate]);
}
