// Joker-catch (C703, SPEC §5/§6): X-Plus (PM0006) or Z-Plus (PM0007) only. Everyone else gets a
// popup saying so — the partner publisher with the SPEC's own wording (and no Plus link: the
// partner channel cannot open /plus).
import { JOKER_CATCH_MAIN_CODES, MESSAGES, PUBLISHER_PARTNER, ensureLogin, type GateDeps } from '@hanpan/platform';

export const JOKER_CATCH_NEED_PLUS = '조커 잡기는 X-Plus 이상 플러스 가입자만 이용할 수 있습니다.';
/** Where a member without X/Z-Plus learns about X-Plus. */
export const JOKER_CATCH_GUIDE = '/plus/guide/main/X';

export function jokerCatchAllowed(mainCode: string | null | undefined): boolean {
  return !!mainCode && (JOKER_CATCH_MAIN_CODES as readonly string[]).includes(mainCode.toUpperCase());
}

export interface JokerCatchDeps extends GateDeps {
  /** the member's main membership code (PM0006 …) or null */
  mainCode: string | null;
  /** opens the Joker-catch popup window (551x309) */
  openJokerCatch(): void;
  /** moves inside the portal (the Plus guide) */
  navigate(path: string): void;
}

/** The refusal a member without X/Z-Plus sees, by publisher. */
export function jokerCatchRefusal(publisher: string): string {
  return publisher === PUBLISHER_PARTNER ? MESSAGES.jokerCatchPartner : JOKER_CATCH_NEED_PLUS;
}

export async function openJokerCatchGate(deps: JokerCatchDeps): Promise<'opened' | 'refused' | 'not-logged-in'> {
  if (!(await ensureLogin(deps))) return 'not-logged-in';
  const state = deps.store.getState();
  if (!jokerCatchAllowed(deps.mainCode)) {
    const partner = state.global.publisher === PUBLISHER_PARTNER;
    await state.alert({
      header: '조커 잡기',
      body: jokerCatchRefusal(state.global.publisher),
      footerButtons: partner ? [] : [{ label: 'X-Plus 알아보기', variant: 'secondary', onClick: () => deps.navigate(JOKER_CATCH_GUIDE) }],
    });
    return 'refused';
  }
  deps.openJokerCatch();
  return 'opened';
}
