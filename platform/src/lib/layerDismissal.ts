// "Do not show again" flags for layers, kept in cookies per layer type and per member/game key
// with the SPEC §9 lifetimes. The cookie value is the expiry time so the rule is checked here too.
import { LAYER_DISMISSAL_LIFETIMES, type LayerDismissalType } from '../constants/business';
import { nextMidnight, serverNow } from './date';
import { deleteCookie, readCookie, writeCookie } from './cookies';

const DAY_MS = 24 * 60 * 60 * 1000;

export function dismissalCookieName(type: LayerDismissalType, key: string | number): string {
  return `hp_layer_${type}_${String(key).replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** When a dismissal made at `now` ends. */
export function dismissalExpiry(type: LayerDismissalType, now: Date = new Date(serverNow())): Date {
  const lifetime = LAYER_DISMISSAL_LIFETIMES[type];
  return lifetime === 'midnight' ? nextMidnight(now) : new Date(now.getTime() + lifetime.days * DAY_MS);
}

export const layerDismissal = {
  isDismissed(type: LayerDismissalType, key: string | number): boolean {
    const raw = readCookie(dismissalCookieName(type, key));
    if (!raw) return false;
    const until = Number(raw);
    return Number.isFinite(until) && serverNow() < until;
  },
  dismiss(type: LayerDismissalType, key: string | number): Date {
    const now = new Date(serverNow());
    const expires = dismissalExpiry(type, now);
    writeCookie(dismissalCookieName(type, key), String(expires.getTime()), {
      expires,
      maxAgeSeconds: Math.max(1, Math.ceil((expires.getTime() - now.getTime()) / 1000)),
    });
    return expires;
  },
  clear(type: LayerDismissalType, key: string | number): void {
    deleteCookie(dismissalCookieName(type, key));
  },
};

/** The 'do not show again' button of a layer with this dismissal type (SPEC §9 lifetime). */
export function dismissalLabel(type: LayerDismissalType): string {
  const lifetime = LAYER_DISMISSAL_LIFETIMES[type];
  if (lifetime === 'midnight') return '오늘은 그만 보기';
  return lifetime.days === 1 ? '오늘 하루 보지 않기' : `${lifetime.days}일 동안 보지 않기`;
}
