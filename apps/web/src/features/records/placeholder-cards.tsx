import { Card, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';

export const PLACEHOLDER_COUNT = 12;

/** Free Trial: result cards replaced by 12 blurred placeholders reading 'Upgrade to view details'. */
export function PlaceholderCards() {
  return (
    <div data-testid="placeholder-cards">
      {Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => (
        <Card key={i} size="small" style={{ marginBottom: 8, position: 'relative', overflow: 'hidden' }}>
          <div style={{ filter: 'blur(4px)', userSelect: 'none' }} aria-hidden>
            <Typography.Text strong>Parcel owner name</Typography.Text>
            <div style={{ fontSize: 12 }}>1234 S Main St, Salt Lake City · 1.25 acres</div>
            <div style={{ fontSize: 12 }}>Zoning R-1-8 · 4 Single Family Lots</div>
          </div>
          <div
            style={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 6,
              fontWeight: 600,
              color: '#1f4e79',
            }}
          >
            <LockOutlined /> Upgrade to view details
          </div>
        </Card>
      ))}
    </div>
  );
}
