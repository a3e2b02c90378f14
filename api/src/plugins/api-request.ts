// Whether a request is an API call: by its address or by the route it reached. The router decodes
// the path, so '/%61pi/…' reaches the '/api/…' routes while req.url keeps the encoded form; a check
// of req.url alone let such a call past the shown-member guard, no-store and the envelope.
import type { FastifyRequest } from 'fastify';

export const isApiRequest = (req: FastifyRequest): boolean => req.url.startsWith('/api/') || (req.routeOptions?.url ?? '').startsWith('/api/');
