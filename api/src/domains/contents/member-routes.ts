// Member state calls of SPEC §7: global-state (guests too), reloadable-state, personal-zone, mobile personal-state.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Envelope,
  GlobalStateSchema,
  MobilePersonalStateSchema,
  PersonalZoneSchema,
  ReloadableStateSchema,
} from '@hanpan/contracts';
import { ok } from '../../lib/envelope.js';
import { readWallet } from '../../lib/ledger.js';
import { getLimitState } from '../../lib/limits.js';
import { kstDay } from '../../lib/time.js';
import { memberStateProviders as p } from '../../lib/member-state.js';
import { requireMember } from '../../plugins/context.js';
import { inventoryCounts, memberMeta } from '../member-view.js';

export async function memberStateRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;

  app.get('/api/contents/members/global-state', { schema: { response: { 200: Envelope(GlobalStateSchema) } } }, async (req) => {
    const m = req.member;
    const isLoggedIn = !!m && (m.publisher === 'hanpan' || m.loginStatusCode === 'LOGIN');
    return ok({
      publisher: req.site.publisher,
      site: req.site.mobile ? ('mobile' as const) : ('pc' as const),
      member: m ? memberMeta(m) : null,
      isLoggedIn,
      serverTime: new Date().toISOString(),
    });
  });

  app.get('/api/contents/members/reloadable-state', { schema: { response: { 200: Envelope(ReloadableStateSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await app.memberReads.read(`reloadable:${m.id}`, async () => {
      const limit = await getLimitState(db, app.config, m.id);
      return {
        avatarId: m.avatarId,
        limitAmount: limit.remaining.toString(),
        currentLeagueGrade: m.leagueGrade,
        membershipUser: await p.membershipUser(db, m),
        weeklyGoldMembership: await p.weeklyGoldMembership(db, m),
        weeklyGoldRoundInfo: await p.weeklyGoldRoundInfo(db, m),
        luckyFlipAvailable: await p.luckyFlipAvailable(db, m),
        vipUser: await p.vipUser(db, m),
        isOpenedVip: await p.isOpenedVip(db, m),
      };
    }));
  });

  app.get('/api/contents/members/personal-zone', { schema: { response: { 200: Envelope(PersonalZoneSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await app.memberReads.read(`personal-zone:${m.id}`, async () => {
      const w = await readWallet(db, m.id);
      const mileage = await p.mileage(db, m, w.mileage);
      const limit = await getLimitState(db, app.config, m.id);
      // yesterday's games are not today's (QA: they stayed across Korean midnight)
      const countedToday = m.todayCountsDay === kstDay();
      return {
        userRat: {
          level: m.level,
          rating: m.rating,
          money: w.money.toString(),
          winCount: m.winCount,
          defeatCount: m.defeatCount,
          lentMoney: m.lentMoney.toString(),
          restrictionMoney: m.restrictionMoney.toString(),
          isBeginner: m.isBeginner,
          winCountToday: countedToday ? m.winCountToday : 0,
          defeatCountToday: countedToday ? m.defeatCountToday : 0,
        },
        mileage: { currentMileage: mileage.current.toString(), soonToExpireMileage: mileage.soonToExpire.toString() },
        inventory: await inventoryCounts(db, m),
        currency: { hancoin: w.hancoin.toString(), endorphin: w.endorphin.toString(), limitAmount: limit.remaining.toString() },
      };
    }));
  });

  app.get('/api/mobile-contents/members/personal-state', { schema: { response: { 200: Envelope(MobilePersonalStateSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await app.memberReads.read(`mobile-personal-state:${m.id}`, async () => {
      const w = await readWallet(db, m.id);
      const limit = await getLimitState(db, app.config, m.id);
      return {
        money: w.money.toString(),
        hancoin: w.hancoin.toString(),
        limitAmount: limit.remaining.toString(),
        vipUser: await p.vipUser(db, m),
        isOpenedVip: await p.isOpenedVip(db, m),
        mainMembershipId: await p.mainMembershipId(db, m),
        membershipUser: await p.membershipUser(db, m),
        beginner: m.isBeginner,
      };
    }));
  });
}
