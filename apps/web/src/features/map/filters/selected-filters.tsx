import { useRef, useState } from 'react';
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
  const list = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // A removed chip takes the focus with it: hand it to the chip now in its place (or the last), else the toggle,
  // so a keyboard user removes chip after chip with Enter.
  const refocus = (index: number) =>
    requestAnimationFrame(() => {
      const closers = list.current?.querySelectorAll<HTMLElement>(
        '[data-testid="filter-chip"] [role="button"]',
      );
      const next = closers?.[Math.min(index, closers.length - 1)];
      (next ?? toggle.current)?.focus();
    });

  return (
    <div data-testid="selected-filters" style={{ borderTop: '1px solid #eef0f3', paddingTop: 8 }}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>Selected Filters ({chips.length})</Typography.Text>
        <Button
          ref={toggle}
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Hide all selected filters' : 'See all selected filters'}
        </Button>
      </Flex>
      {expanded && chips.length > 0 && (
        <Flex ref={list} wrap gap={4} style={{ marginTop: 6, maxHeight: 120, overflowY: 'auto' }}>
          {chips.map((chip, index) => (
            <Tag
              key={`${chip.key}:${chip.item ?? ''}`}
              closable={{ 'aria-label': `Remove ${chip.value}` }}
              color={chip.key === 'coords' ? 'purple' : 'blue'}
              data-testid="filter-chip"
              onClose={(e) => {
                e.preventDefault();
                url.update((p) => withoutChip(p, chip));
                message.info(`${chip.value} removed`);
                refocus(index);
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
