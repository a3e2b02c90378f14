// Registers every domain's routes. Part 2 registers theirs in part2.ts.
import type { FastifyInstance } from 'fastify';
import { globalContentRoutes } from './contents/global-routes.js';
import { memberStateRoutes } from './contents/member-routes.js';
import { gameRoutes } from './games/routes.js';
import { inventoryRoutes } from './inventory/routes.js';
import { restrictionRoutes } from './restriction/routes.js';
import { serviceRoutes } from './services/routes.js';
import { chargeRoutes } from './charge/routes.js';
import { smsRoutes } from './sms/routes.js';
import { pcBangRoutes } from './pcbang/routes.js';
import { imageRoutes } from './images.js';
import { idpRoutes } from '../idp/routes.js';
import { adultVerificationRoutes } from '../idp/adult.js';
import { sandboxRoutes } from '../sandbox/routes.js';
import { registerPart2Domains } from './part2.js';

export async function registerDomains(app: FastifyInstance): Promise<void> {
  await globalContentRoutes(app);
  await memberStateRoutes(app);
  await gameRoutes(app);
  await inventoryRoutes(app);
  await restrictionRoutes(app);
  await serviceRoutes(app);
  await chargeRoutes(app);
  await smsRoutes(app);
  await pcBangRoutes(app);
  await imageRoutes(app);
  await idpRoutes(app);
  await adultVerificationRoutes(app);
  await sandboxRoutes(app);
  await registerPart2Domains(app);
}
