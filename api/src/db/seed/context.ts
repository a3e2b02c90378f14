import type { MemberRow } from '../schema/index.js';

export interface SeedContext {
  /** demo members by loginId: member, vplus, zplus, vip, restricted, rich, beginner, partner, partner-action, partner-error,
   *  partner-bottom, friend-a, friend-b, vip-premium, vip-business, pcbang, hpcfan */
  members: Record<string, MemberRow>;
  now: Date;
}
