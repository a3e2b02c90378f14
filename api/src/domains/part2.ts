// Part-2 domains (membership, bankbook, petshop, mileage, transfer, vip, hpc, events): routes,
// payment-sandbox fulfilments and the member-state parts the contents endpoints show.
import type { FastifyInstance } from 'fastify';
import { provideMemberState } from '../lib/member-state.js';
import { membershipRoutes } from './membership/routes.js';
import { registerMembershipFulfilments } from './membership/fulfilments.js';
import { activeMain, activeOptions, luckyFlipAvailability, membershipUser, weeklyGoldState } from './membership/service.js';
import { holdingLimit, HOLDING_MONEY_BASE } from './membership/rules.js';
import { bankbookRoutes } from './bankbook/routes.js';
import { petShopRoutes } from './petshop/routes.js';
import { mileageRoutes } from './mileage/routes.js';
import { shownMileage } from './mileage/service.js';
import { transferRoutes } from './transfer/routes.js';
import { vipRoutes } from './vip/routes.js';
import { currentVipUser, isOpenedVip } from './vip/service.js';
import { hpcRoutes } from './hpc/routes.js';
import { eventsRoutes } from './events/routes.js';
import { rankingRoutes } from './rankings/routes.js';
import { overMoneyRoutes } from './overmoney/routes.js';

export async function registerPart2Domains(app: FastifyInstance): Promise<void> {
  registerMembershipFulfilments();
  provideMemberState({
    membershipUser: async (db, m) => {
      const u = await membershipUser(db, m.id);
      return u.mainCode === '' && u.options.length === 0 ? null : u;
    },
    weeklyGoldMembership: async (db, m) => (await weeklyGoldState(db, m.id)).membership,
    weeklyGoldRoundInfo: async (db, m) => (await weeklyGoldState(db, m.id)).round,
    luckyFlipAvailable: async (db, m) => (await luckyFlipAvailability(db, await activeOptions(db, m.id), new Date())) !== null,
    vipUser: async (db, m) => currentVipUser(db, m),
    isOpenedVip: async (_db, m) => isOpenedVip(m),
    mainMembershipId: async (db, m) => (await activeMain(db, m.id))?.productCode ?? null,
    holdingLimitBonus: async (db, m) => holdingLimit((await activeOptions(db, m.id)).map((o) => o.productCode)) - HOLDING_MONEY_BASE,
    mileage: async (db, m, walletMileage) => shownMileage(db, m.id, walletMileage),
  });
  await membershipRoutes(app);
  await bankbookRoutes(app);
  await petShopRoutes(app);
  await mileageRoutes(app);
  await transferRoutes(app);
  await vipRoutes(app);
  await hpcRoutes(app);
  await eventsRoutes(app);
  await rankingRoutes(app);
  await overMoneyRoutes(app);
}
