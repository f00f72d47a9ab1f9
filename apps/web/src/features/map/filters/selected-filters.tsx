import { useState } from 'react';
import { App, Button, Flex, Popover, Tag, Typography } from 'antd';
import { SavedSearches } from '../../saved-searches/saved-searches.js';
import { withoutFilters } from '../url-state.js';
import type { MapUrl } from '../use-map-url.js';
import { filterChips, withoutChip } from './filter-chips.js';

/** Selected Filters panel: collapsible chips, each removable, 'Reset filters', admin 'View Query'. */
export function SelectedFilters({
  url,
  isAdmin,
  onViewQuery,
}: {
  url: MapUrl;
  isAdmin: boolean;
  onViewQuery: () => void;
}) {
  const { message } = App.useApp();
  const [expanded, setExpanded] = useState(true);
  const chips = filterChips(url.params);
  const [savedOpen, setSavedOpen] = useState(false);

  return (
    <div data-testid="selected-filters" style={{ borderTop: '1px solid #eef0f3', paddingTop: 8 }}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>Selected Filters ({chips.length})</Typography.Text>
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Hide all selected filters' : 'See all selected filters'}
        </Button>
      </Flex>
      {expanded && chips.length > 0 && (
        <Flex wrap gap={4} style={{ marginTop: 6, maxHeight: 120, overflowY: 'auto' }}>
          {chips.map((chip) => (
            <Tag
              key={`${chip.key}:${chip.item ?? ''}`}
              closable
              color={chip.key === 'coords' ? 'purple' : 'blue'}
              data-testid="filter-chip"
              onClose={(e) => {
                e.preventDefault();
                url.update((p) => withoutChip(p, chip));
                message.info(`${chip.value} removed`);
              }}
            >
              {chip.value}
            </Tag>
          ))}
        </Flex>
      )}
      <Flex gap={8} style={{ marginTop: 6 }}>
        {chips.length > 0 && (
          <Button
            size="small"
            onClick={() => {
              url.update(withoutFilters);
              message.success('All Filters Removed!');
            }}
          >
            Reset filters
          </Button>
        )}
        <Popover
          title="Saved Searches"
          trigger="click"
          placement="rightTop"
          open={savedOpen}
          onOpenChange={setSavedOpen}
          content={<SavedSearches onOpen={() => setSavedOpen(false)} />}
        >
          <Button size="small" data-testid="saved-searches-trigger">
            Save Search
          </Button>
        </Popover>
        {isAdmin && (
          <Button size="small" onClick={onViewQuery}>
            View Query
          </Button>
        )}
      </Flex>
    </div>
  );
}
