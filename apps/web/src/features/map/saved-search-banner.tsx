import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import type { MapUrl } from './use-map-url.js';
import { withoutFilters } from './url-state.js';

/** What the saved searches list passes along when it opens one (router location state). */
export interface SavedSearchState {
  savedSearch: string;
}

/**
 * The 'Saved search' banner mode: after opening a saved search, the map says which one it shows, for as
 * long as its filters are unchanged. Clear removes them (like 'Reset all filters').
 */
export function SavedSearchBanner({ url, hidden }: { url: MapUrl; hidden: boolean }) {
  const location = useLocation();
  const arrived = (location.state as Partial<SavedSearchState> | null)?.savedSearch;
  const filtersKey = JSON.stringify(url.filters);
  const [shown, setShown] = useState<{ name: string; filtersKey: string } | null>(null);
  useEffect(() => {
    // The map soon replaces the URL (its viewport) without this state: keep what arrived with the navigation.
    if (arrived) setShown({ name: arrived, filtersKey });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrived, location.key]);
  if (!shown || hidden || shown.filtersKey !== filtersKey) return null;
  return (
    <div className="map-banner" data-testid="saved-search-banner">
      <span className="label" title={shown.name}>
        Saved search: {shown.name}
      </span>
      <Button
        size="small"
        shape="round"
        icon={<CloseOutlined />}
        onClick={() => {
          setShown(null);
          url.update(withoutFilters);
        }}
      >
        Clear
      </Button>
    </div>
  );
}
