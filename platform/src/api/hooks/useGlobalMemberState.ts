// GET /api/contents/members/global-state — who the member is (every navigation, SPEC §7).
// Not member-keyed: its answer decides the member number the other hooks are keyed with.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { applyGlobalMemberState } from '../../store/globalMemberState';
import { globalMemberStateQuery } from '../platformQueries';

export interface GlobalMemberStateOptions {
  /** Apply each answer to the store (the shell's navigation middleware does this). */
  syncStore?: boolean;
}

export function useGlobalMemberState({ syncStore = false }: GlobalMemberStateOptions = {}) {
  const query = useQuery(globalMemberStateQuery());
  const { data } = query;
  useEffect(() => {
    if (syncStore && data) applyGlobalMemberState(data);
  }, [syncStore, data]);
  return query;
}
