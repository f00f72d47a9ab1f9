import { useState, type ReactNode } from 'react';
import { App, Button, Tooltip } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { useExportState } from './can-export.js';

export interface ExportButtonProps {
  rowCount: number;
  onExport: () => Promise<void>;
  children?: ReactNode;
  testId?: string;
}

/** An Excel export button: disabled with the spec's tooltip for Free Trial, disabled with no rows. */
export function ExportButton({ rowCount, onExport, children = 'Export', testId }: ExportButtonProps) {
  const state = useExportState(rowCount);
  const { notification } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onExport();
    } catch (e) {
      notification.error({
        title: 'Export failed',
        description: (e as Error).message,
        placement: 'topRight',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={state.tooltip}>
      <Button
        icon={<FileExcelOutlined />}
        disabled={state.disabled}
        loading={busy}
        onClick={run}
        data-testid={testId}
      >
        {children}
      </Button>
    </Tooltip>
  );
}
