import type { Env } from '../../worker/env';
declare global {
  namespace Cloudflare {
    interface Env extends import('../../worker/env').Env {}
  }
}
export type { Env };
