// Route pattern → page of the 모바일 사이트 area. Each page is its own chunk; a route without an entry
// shows its page info (title, breadcrumb, sub-navigation) until the area builds it.
import type { AreaPages } from '@hanpan/platform';

export const MOBILE_PAGES: AreaPages = {};
