import { Button, Space, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';

interface Props {
  drawing: boolean;
  points: number;
  hasPolygon: boolean;
  onStart: () => void;
  onFinish: () => void;
  onCancel: () => void;
  onClear: () => void;
}

/** The polygon tool: click to add corners, double-click or 'Finish' to close (the polygon goes to the URL). */
export function DrawControl({ drawing, points, hasPolygon, onStart, onFinish, onCancel, onClear }: Props) {
  return (
    <div
      style={{
        position: 'absolute',
        top: 10,
        left: 10,
        background: 'rgba(255,255,255,0.96)',
        borderRadius: 8,
        boxShadow: '0 2px 8px rgba(0,0,0,0.15)',
        padding: 6,
        zIndex: 2,
      }}
      data-testid="draw-control"
    >
      {drawing ? (
        <Space orientation="vertical" size={4}>
          <Typography.Text style={{ fontSize: 12 }}>
            Click to add corners ({points}); double-click or Finish to close.
          </Typography.Text>
          <Space size={4}>
            <Button size="small" type="primary" disabled={points < 3} onClick={onFinish}>
              Finish
            </Button>
            <Button size="small" onClick={onCancel}>
              Cancel
            </Button>
          </Space>
        </Space>
      ) : (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} onClick={onStart}>
            Draw polygon
          </Button>
          {hasPolygon && (
            <Button size="small" danger onClick={onClear}>
              Clear polygon
            </Button>
          )}
        </Space>
      )}
    </div>
  );
}
