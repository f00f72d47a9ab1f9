import type { CSSProperties } from 'react';
import { Card, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { ACCESS_MESSAGES } from '@utah-land/shared';

export const PLACEHOLDER_COUNT = 12;

/**
 * One Free Trial placeholder: made-up lines of a record, blurred, under 'Upgrade to view details'. The map's result
 * list shows 12 of them (PlaceholderCards); a match list shows one per row the server sent as a placeholder.
 */
export function PlaceholderCard({
  title,
  lines,
  testId,
  style,
}: {
  title: string;
  lines: string[];
  testId?: string;
  style?: CSSProperties;
}) {
  return (
    <Card size="small" style={{ ...style, position: 'relative', overflow: 'hidden' }} data-testid={testId}>
      <div style={{ filter: 'blur(4px)', userSelect: 'none' }} aria-hidden>
        <Typography.Text strong>{title}</Typography.Text>
        {lines.map((line) => (
          <div key={line} style={{ fontSize: 12 }}>
            {line}
          </div>
        ))}
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
        <LockOutlined /> {ACCESS_MESSAGES.upgradeToView}
      </div>
    </Card>
  );
}

/** Free Trial: result cards replaced by 12 blurred placeholders reading 'Upgrade to view details'. */
export function PlaceholderCards() {
  return (
    <div data-testid="placeholder-cards">
      {Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => (
        <PlaceholderCard
          key={i}
          style={{ marginBottom: 8 }}
          title="Parcel owner name"
          lines={['1234 S Main St, Salt Lake City · 1.25 acres', 'Zoning R-1-8 · 4 Single Family Lots']}
        />
      ))}
    </div>
  );
}
