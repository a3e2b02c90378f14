// A POST whose body may be left out (the free recharge as pages sent it before it took a coupon, a
// VIP claim without its platform): no body is validated as `{}` — not refused as a bad one.
import type { FastifyRequest } from 'fastify';

export async function noBodyAsEmpty(req: FastifyRequest): Promise<void> {
  if (req.body === undefined || req.body === null) req.body = {};
}
