// The one client store (zustand vanilla): usable from React (useHanpanStore) and from plain
// code (hanpanStore.getState()). Shared as a Module Federation singleton: one per page.
import { createStore } from 'zustand/vanilla';
import { useSyncExternalStore } from 'react';
import { DEFAULT_GAME_ID, type GameId } from '../constants/games';
import { DEFAULT_LAYER_SIZE, LOGIN_STATUS, PUBLISHER_PARTNER, TOOLTIP_DURATION_MS } from '../constants/business';
import { MESSAGES } from '../constants/messages';
import { createIdempotencyKey } from '../lib/idempotency';
import type { Publisher } from '@hanpan/contracts';
import type { PageInfo } from '../routing/routes';
import type {
  ActionsGroup,
  AlertOptions,
  ConfirmOptions,
  ErrorPageState,
  GameGroup,
  GlobalGroup,
  HpcEventInfo,
  InstallPromptEvent,
  LayerGroup,
  Maintenance,
  MemberGroup,
  MemberMeta,
  MemberNo,
  LayerOptions,
  ResolvedPopup,
  ShortcutAppGroup,
  TooltipGroup,
} from './types';

export interface HanpanState {
  actions: ActionsGroup;
  game: GameGroup;
  global: GlobalGroup;
  layer: LayerGroup;
  member: MemberGroup;
  shortcutApp: ShortcutAppGroup;
  tooltip: TooltipGroup;

  // global
  setPublisher(publisher: Publisher, site?: 'pc' | 'mobile'): void;
  setOnline(online: boolean): void;
  showErrorPage(status: number, message?: string): void;
  clearErrorPage(): void;
  setPageInfo(pageInfo: PageInfo | null): void;
  setAdClickId(id: string | null): void;
  // member
  /** Apply the global member state. A new member number (or no partner member) resets personal data. */
  setMember(meta: MemberMeta | null): void;
  setMainMembershipId(id: string | null): void;
  setHpc(hpc: HpcEventInfo | null): void;
  resetMember(): void;
  markSsoAlertShown(): void;
  // game
  setGameId(gameId: GameId): void;
  setMaintenances(list: Maintenance[]): void;
  // layer (popup model)
  alert(options: AlertOptions | string): Promise<void>;
  confirm(options: ConfirmOptions | string): Promise<boolean>;
  openLayer(key: string, props?: Record<string, unknown>, options?: LayerOptions): Promise<boolean>;
  /** Close the current popup (alert resolves, confirm/layer resolve false) and show the next queued. */
  closeLayer(): void;
  /** Submit/cancel of the current popup, or of the layer `id` beneath it (under an alert, a confirm or a layer opened over it). */
  resolvePopup(value: boolean, id?: number): void;
  closeAllPopups(): void;
  // shortcut-app
  setShortcutInstalled(installed: boolean): void;
  setInstallPrompt(event: InstallPromptEvent | null): void;
  promptInstall(): Promise<'accepted' | 'dismissed' | 'installed' | 'unavailable'>;
  // tooltip
  showTooltip(message: string, duration?: number): void;
  hideTooltip(): void;
  // actions
  /** Runs a user action once at a time; a second call while running gets the same promise. */
  runAction<T>(name: string, work: (idempotencyKey: string) => Promise<T>): Promise<T>;
}

const SSO_SESSION_KEY = 'hanpan.ssoAlertShown';

/** The 401 alert was already shown in this browser session (read lazily, never at import). */
export function readSsoAlertShown(): boolean {
  try {
    return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(SSO_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}

export function initialMemberGroup(memberKey = 0, ssoAlertShown = false): MemberGroup {
  return {
    memberNo: null,
    nickname: '',
    gender: 'F',
    avatarId: null,
    birthMonth: -1,
    multiIdpCode: null,
    loginStatus: null,
    ssoFailed: false,
    ssoAlertShown,
    mainMembershipId: null,
    hpc: null,
    memberKey,
  };
}

function normaliseMemberNo(value: MemberMeta['memberNo'] | undefined): MemberNo | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' || text === '0' ? null : text;
}

let popupSeq = 0;
function resolvePopupTexts(
  type: ResolvedPopup['type'],
  options: LayerOptions & ConfirmOptions,
  resolve: (value: boolean) => void,
  key: string | null = null,
  props: Record<string, unknown> = {},
): ResolvedPopup {
  popupSeq += 1;
  return {
    id: popupSeq,
    type,
    header: options.header ?? '',
    body: options.body ?? null,
    submitText: options.submitText || MESSAGES.ok,
    cancelText: options.cancelText || MESSAGES.cancel,
    footerButtons: options.footerButtons ?? [],
    size: options.size ?? DEFAULT_LAYER_SIZE,
    defaultFocus: options.defaultFocus,
    key,
    props,
    requestedSize: options.size ?? null,
    auto: options.auto ?? false,
    dismissKey: options.dismissKey ?? null,
    over: options.over ?? false,
    resolve,
  };
}

const toTexts = (options: ConfirmOptions | string): ConfirmOptions =>
  typeof options === 'string' ? { body: options } : options;

type Listener = (memberNo: MemberNo | null, previous: MemberNo | null) => void;
const memberListeners = new Set<Listener>();
/** Called after each member change (login, logout, other member): refetch personal data. */
export function subscribeMemberChange(listener: Listener): () => void {
  memberListeners.add(listener);
  return () => memberListeners.delete(listener);
}

export function createHanpanStore() {
  let tooltipTimer: ReturnType<typeof setTimeout> | null = null;
  const running = new Map<string, Promise<unknown>>();
  const actionKeys = new Map<string, string>();

  return createStore<HanpanState>()((set, get) => {
    /** Merges `values` into one group of the state. */
    const patch = <G extends 'global' | 'member' | 'game' | 'shortcutApp' | 'tooltip'>(group: G, values: (s: HanpanState[G]) => Partial<HanpanState[G]>) =>
      set((s) => ({ [group]: { ...s[group], ...values(s[group]) } }));
    const show = (current: ResolvedPopup | null, under: ResolvedPopup[], queue: ResolvedPopup[]) =>
      set({ layer: { state: current?.type ?? 'closed', current, under, queue } });
    // An alert or confirm opened while a layer is on screen (its action's result), or a layer opened
    // `over` it, shows over it; the layer stays open beneath (`under`) and is current again after.
    const enqueue = (popup: ResolvedPopup) => {
      const { current, under, queue } = get().layer;
      if (!current) show(popup, under, queue);
      else if (current.type === 'layer' && (popup.type !== 'layer' || popup.over)) show(popup, [...under, current], queue);
      else show(current, under, [...queue, popup]);
    };
    const finish = (popup: ResolvedPopup, value: boolean) => {
      const { current, under, queue } = get().layer;
      const [next = null, ...rest] = queue;
      if (popup !== current) show(current, under.filter((p) => p !== popup), queue);
      // the layer beneath comes back, unless another alert or confirm (of its action) waits
      else if (!under.length || (next && next.type !== 'layer')) show(next, under, rest);
      else show(under[under.length - 1], under.slice(0, -1), queue);
      popup.resolve(value);
    };
    const changeMember = (next: MemberGroup, previous: MemberNo | null) => {
      set({ member: next });
      for (const listener of memberListeners) listener(next.memberNo, previous);
    };

    return {
      actions: { running: [] },
      game: { gameId: DEFAULT_GAME_ID, maintenances: [] },
      global: { publisher: 'hanpan', site: 'pc', online: true, errorPage: null, memberResolved: false, pageInfo: null, adClickId: null },
      layer: { state: 'closed', current: null, under: [], queue: [] },
      member: initialMemberGroup(0, false),
      shortcutApp: { installed: false, installPrompt: null },
      tooltip: { message: null, duration: TOOLTIP_DURATION_MS, seq: 0 },

      setPublisher: (publisher, site) => patch('global', (g) => ({ publisher, site: site ?? g.site })),
      setOnline: (online) => patch('global', () => ({ online })),
      showErrorPage: (status, message) => {
        const errorPage: ErrorPageState = { status, message: message ?? (status === 404 ? MESSAGES.notFound : MESSAGES.errorTitle) };
        patch('global', () => ({ errorPage }));
      },
      clearErrorPage: () => patch('global', () => ({ errorPage: null })),
      setPageInfo: (pageInfo) => patch('global', () => ({ pageInfo })),
      setAdClickId: (adClickId) => patch('global', () => ({ adClickId })),

      setMember: (meta) => {
        if (!get().global.memberResolved) patch('global', () => ({ memberResolved: true }));
        const { member, global } = get();
        const memberNo = normaliseMemberNo(meta?.memberNo);
        const loginStatus = meta?.loginStatus ?? null;
        const changed = memberNo !== member.memberNo;
        // Partner: without a LOGIN member the personal data is dropped as well (SPEC §4).
        const partnerWithoutMember =
          global.publisher === PUBLISHER_PARTNER && !(memberNo && loginStatus?.code === LOGIN_STATUS.login);
        const base = changed
          ? initialMemberGroup(member.memberKey + 1, member.ssoAlertShown)
          : partnerWithoutMember
            ? { ...member, mainMembershipId: null, hpc: null }
            : member;
        const next: MemberGroup = {
          ...base,
          memberNo,
          nickname: meta?.nickname ?? '',
          gender: meta?.gender || 'F',
          avatarId: meta?.avatarId === null || meta?.avatarId === undefined ? null : String(meta.avatarId),
          birthMonth: meta?.birthMonth ?? -1,
          multiIdpCode: meta?.multiIdpCode ?? null,
          loginStatus,
          ssoFailed: loginStatus?.code === LOGIN_STATUS.error ? true : changed ? false : member.ssoFailed,
        };
        if (changed) changeMember(next, member.memberNo);
        else set({ member: next });
      },
      // Member-only data is kept only while there is a member number.
      setMainMembershipId: (id) => patch('member', (m) => ({ mainMembershipId: m.memberNo ? id : null })),
      setHpc: (hpc) => patch('member', (m) => ({ hpc: m.memberNo ? hpc : null })),
      resetMember: () => {
        const { member } = get();
        changeMember(initialMemberGroup(member.memberKey + 1, member.ssoAlertShown), member.memberNo);
      },
      markSsoAlertShown: () => {
        try {
          if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(SSO_SESSION_KEY, '1');
        } catch {
          // storage blocked: the in-memory flag still prevents repeats on this page
        }
        patch('member', () => ({ ssoAlertShown: true }));
      },

      setGameId: (gameId) => patch('game', () => ({ gameId })),
      setMaintenances: (maintenances) => patch('game', () => ({ maintenances })),

      alert: (options) =>
        new Promise<void>((resolve) => enqueue(resolvePopupTexts('alert', toTexts(options), () => resolve()))),
      confirm: (options) =>
        new Promise<boolean>((resolve) => enqueue(resolvePopupTexts('confirm', toTexts(options), resolve))),
      openLayer: (key, props = {}, options = {}) =>
        new Promise<boolean>((resolve) => enqueue(resolvePopupTexts('layer', options, resolve, key, props))),
      closeLayer: () => get().resolvePopup(false),
      resolvePopup: (value, id) => {
        const { current, under } = get().layer;
        // by id: a layer's content closing itself under an alert, or twice, settles only that layer
        const popup = id === undefined ? current : [current, ...under].find((p) => p?.id === id);
        if (popup) finish(popup, value);
      },
      closeAllPopups: () => {
        const { current, under, queue } = get().layer;
        show(null, [], []);
        for (const popup of [current, ...under, ...queue]) popup?.resolve(false);
      },

      setShortcutInstalled: (installed) => patch('shortcutApp', () => ({ installed })),
      setInstallPrompt: (installPrompt) => patch('shortcutApp', () => ({ installPrompt })),
      promptInstall: async () => {
        const { installed, installPrompt } = get().shortcutApp;
        if (installed) return 'installed';
        if (!installPrompt) return 'unavailable';
        await installPrompt.prompt();
        const { outcome } = await installPrompt.userChoice;
        // A deferred prompt can be used once.
        patch('shortcutApp', (a) => ({ installed: a.installed || outcome === 'accepted', installPrompt: null }));
        return outcome;
      },

      showTooltip: (message, duration = TOOLTIP_DURATION_MS) => {
        if (tooltipTimer) clearTimeout(tooltipTimer);
        patch('tooltip', (t) => ({ message, duration, seq: t.seq + 1 }));
        tooltipTimer = setTimeout(() => {
          tooltipTimer = null;
          patch('tooltip', () => ({ message: null }));
        }, duration);
      },
      hideTooltip: () => {
        if (tooltipTimer) clearTimeout(tooltipTimer);
        tooltipTimer = null;
        patch('tooltip', () => ({ message: null }));
      },

      runAction: <T,>(name: string, work: (idempotencyKey: string) => Promise<T>): Promise<T> => {
        const inFlight = running.get(name);
        if (inFlight) return inFlight as Promise<T>;
        let key = actionKeys.get(name);
        if (!key) {
          key = createIdempotencyKey();
          actionKeys.set(name, key);
        }
        // Starts on the next microtask so the in-flight entry exists before work runs.
        const promise = Promise.resolve()
          .then(() => work(key))
          .then((result) => {
            // Success ends the action: the next click is a new action with a new key.
            actionKeys.delete(name);
            return result;
          })
          .finally(() => {
            running.delete(name);
            set((s) => ({ actions: { running: s.actions.running.filter((n) => n !== name) } }));
          });
        running.set(name, promise);
        set((s) => ({ actions: { running: [...s.actions.running, name] } }));
        return promise;
      },
    };
  });
}

export type HanpanStore = ReturnType<typeof createHanpanStore>;

/** The page-wide store instance. */
export const hanpanStore: HanpanStore = createHanpanStore();

const subscribeHanpanStore = (listener: () => void) => hanpanStore.subscribe(listener);

/**
 * React binding. Select primitives or use zustand's useShallow for objects. The server snapshot
 * is the current state, not zustand's initial one: a server-rendered page sets the store (site,
 * member) before it renders and before the browser hydrates, so both first renders read it.
 */
export function useHanpanStore<T>(selector: (state: HanpanState) => T): T {
  const read = () => selector(hanpanStore.getState());
  return useSyncExternalStore(subscribeHanpanStore, read, read);
}
