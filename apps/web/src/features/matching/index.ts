export { MatchingPopover, MatchingCounts } from './matching-popover.js';
export { MatchesDrawer } from './matches-drawer.js';
export { CompanyDetailDrawer } from './company-detail-drawer.js';
