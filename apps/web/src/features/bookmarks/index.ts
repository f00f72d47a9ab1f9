// What the map screen mounts from the bookmarks, saved-searches and grid-view features.
export { BookmarkToggle, type BookmarkToggleProps } from '../records/bookmark-toggle.js';
export { BookmarksDrawer, type BookmarksDrawerProps, type BookmarksOnMap } from './bookmarks-drawer.js';
export { SavedSearches, savedSearchHref } from '../saved-searches/saved-searches.js';
export { SaveSearchButton } from '../saved-searches/save-search-button.js';
export { GridViewDrawer, type GridViewDrawerProps } from '../grid-view/grid-view-drawer.js';
export { ResultsMenu, type ResultsMenuProps } from './results-menu.js';
