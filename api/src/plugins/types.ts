import type { Publisher } from '@hanpan/contracts';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { MemberRow } from '../db/schema/index.js';

export interface Site {
  publisher: Publisher;
  /** true on a mobile host (m.localhost) */
  mobile: boolean;
  host: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
  }
  interface FastifyRequest {
    /** Logged-in member of this host's publisher, or null. */
    member: MemberRow | null;
    site: Site;
    /** The XSRF-TOKEN value for this response (existing cookie or a freshly issued one). */
    csrfToken: string;
  }
}
