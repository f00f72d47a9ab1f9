import { lazy, Suspense, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { ACCESS_MESSAGES, mayExportGis } from '@utah-land/shared';
import { useSession } from '../common/use-session.js';

const AreaExportModal = lazy(() =>
  import('./area-export-modal.js').then((m) => ({ default: m.AreaExportModal })),
);

/** 'Export area (GIS)': the map's area as a GIS file; disabled with the spec's tooltip for Free Trial. */
export function AreaExportButton({ filters }: { filters: Record<string, string | number | undefined> }) {
  const { principal } = useSession();
  const [open, setOpen] = useState(false);
  const allowed = !!principal && mayExportGis(principal);
  const asText = Object.fromEntries(
    Object.entries(filters).map(([k, v]) => [k, v === undefined ? undefined : String(v)]),
  );
  return (
    <>
      <Tooltip title={allowed ? undefined : ACCESS_MESSAGES.upgradeToUnlock}>
        <Button
          size="small"
          icon={<DownloadOutlined />}
          disabled={!allowed}
          onClick={() => setOpen(true)}
          data-testid="area-export-button"
          style={{ alignSelf: 'flex-start' }}
        >
          Export area (GIS)
        </Button>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <AreaExportModal filters={asText} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
