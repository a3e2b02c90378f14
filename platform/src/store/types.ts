// Client-side shapes of the SPEC §3 state groups.
import type { ReactNode } from 'react';
import type { AnyGameId, GameId } from '../constants/games';
import type { LayerDismissalType, LayerSize } from '../constants/business';
import type { LoginStatusCode } from '../constants/business';
import type { FrameHpcEvent, Publisher } from '@hanpan/contracts';
import type { PageInfo } from '../routing/routes';

export type MemberNo = string;

export interface LoginActionSpec {
  resultType: 'POPUP_REDIRECT' | 'BOTTOM_REDIRECT';
  displayMessage: string;
  buttonMessage?: string | null;
  redirectUri: string;
}

export interface LoginStatus {
  code: LoginStatusCode;
  message?: string | null;
  actionSpec?: LoginActionSpec | null;
}

/** Member meta as the global member state delivers it (SPEC §3). */
export interface MemberMeta {
  memberNo: MemberNo | number | null;
  nickname?: string | null;
  gender?: string | null;
  avatarId?: string | number | null;
  birthMonth?: number | null;
  multiIdpCode?: string | null;
  loginStatus?: LoginStatus | null;
}

/** An HPC event in the member's state (as the server-rendered frame carries it). */
export type HpcEventInfo = FrameHpcEvent;

export interface Maintenance {
  gameIds: string[];
  startDate: string;
  endDate: string;
}

export interface MemberGroup {
  memberNo: MemberNo | null;
  nickname: string;
  gender: string;
  avatarId: string | null;
  birthMonth: number;
  multiIdpCode: string | null;
  loginStatus: LoginStatus | null;
  /** Single-sign-on failure (login status ERROR). */
  ssoFailed: boolean;
  /** The 401 alert was shown in this browser session. */
  ssoAlertShown: boolean;
  mainMembershipId: string | null;
  hpc: HpcEventInfo | null;
  /** Bumps on every member change: add it to effects/queries that must refetch. */
  memberKey: number;
}

export interface GameGroup {
  gameId: GameId;
  maintenances: Maintenance[];
}

export interface ErrorPageState {
  status: number;
  message: string;
}


export interface GlobalGroup {
  publisher: Publisher;
  site: 'pc' | 'mobile';
  online: boolean;
  /** Set by the HTTP client (HTML 999, 404, adult 403) and by routing; the shell renders it. */
  errorPage: ErrorPageState | null;
  /** The global member state answered at least once: who the member is is known (login gates wait for it). */
  memberResolved: boolean;
  pageInfo: PageInfo | null;
  adClickId: string | null;
}

export interface FooterButton {
  label: string;
  onClick?: () => void | Promise<void>;
  variant?: 'primary' | 'secondary';
  /** Close the popup after onClick (default true). */
  closes?: boolean;
}

export interface PopupTexts {
  header?: string;
  body?: ReactNode;
  submitText?: string;
  cancelText?: string;
  footerButtons?: FooterButton[];
  size?: LayerSize;
}

export type AlertOptions = PopupTexts;
export interface ConfirmOptions extends PopupTexts {
  /**
   * The button that has focus when it opens (default 'submit'). 'cancel' for a step that cannot be
   * undone (e.g. lowering the purchase limit for the rest of the month): Enter does not take it.
   */
  defaultFocus?: 'submit' | 'cancel';
}

export type PopupState = 'alert' | 'confirm' | 'layer' | 'closed';

/** Layer options besides the texts. */
export interface LayerOptions extends PopupTexts {
  /**
   * Opened by the page, not by the player (e.g. an event layer on page load): not shown while the
   * player dismissed it ('do not show again' of its declared dismissal type). Resolves false then.
   */
  auto?: boolean;
  /** Per-user or per-game part of the dismissal cookie (SPEC §4); default: the layer key alone. */
  dismissKey?: string;
  /** Opened from inside the open layer (its '확률표 보기'): shown over it, which comes back after. */
  over?: boolean;
}

/** A popup with its defaults applied, as the popup host renders it. */
export interface ResolvedPopup {
  id: number;
  type: Exclude<PopupState, 'closed'>;
  header: string;
  body: ReactNode;
  submitText: string;
  cancelText: string;
  footerButtons: FooterButton[];
  size: LayerSize;
  /** Confirm popups only: see ConfirmOptions (undefined: the submit button). */
  defaultFocus?: ConfirmOptions['defaultFocus'];
  /** Layer popups only: which registered layer and its props. */
  key: string | null;
  props: Record<string, unknown>;
  /** Layer popups only: see LayerOptions; the size the opener asked for (else the layer's declared size). */
  requestedSize: LayerSize | null;
  auto: boolean;
  dismissKey: string | null;
  over: boolean;
  resolve: (value: boolean) => void;
}

export interface LayerGroup {
  state: PopupState;
  current: ResolvedPopup | null;
  /** The layers beneath the current popup (an alert or confirm of their action, a layer opened `over`), the lowest first. */
  under: ResolvedPopup[];
  queue: ResolvedPopup[];
}

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface ShortcutAppGroup {
  installed: boolean;
  installPrompt: InstallPromptEvent | null;
}

export interface TooltipGroup {
  message: string | null;
  duration: number;
  /** Bumps for each tooltip so the same text shown twice re-triggers. */
  seq: number;
}

export interface ActionsGroup {
  /** Names of user actions currently running (double-submit guard). */
  running: string[];
}

export type { AnyGameId, LayerDismissalType };
/** Re-exported (type only) so apps need not reach into contracts for it. */
export type { Publisher };
