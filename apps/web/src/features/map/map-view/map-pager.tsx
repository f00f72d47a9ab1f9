import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { MapPaging } from '../use-map-data.js';

/**
 * The map's previous/next page controls: shown when what the map is asked for is more than one page of
 * 1000 polygons or markers.
 */
export function MapPager({ paging, loading }: { paging: MapPaging; loading: boolean }) {
  const { page, totalPages, hasNext, setPage } = paging;
  if (page <= 1 && !hasNext) return null;
  return (
    <div className="map-pager" data-testid="map-pager">
      <Button
        size="small"
        shape="round"
        icon={<LeftOutlined />}
        disabled={page <= 1 || loading}
        onClick={() => setPage(page - 1)}
      >
        Previous
      </Button>
      <span className="label" aria-live="polite">
        {totalPages ? `Page ${page} of ${totalPages}` : `Page ${page}`}
      </span>
      <Button size="small" shape="round" disabled={!hasNext || loading} onClick={() => setPage(page + 1)}>
        Next <RightOutlined />
      </Button>
    </div>
  );
}
