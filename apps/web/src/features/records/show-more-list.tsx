import { useState } from 'react';
import { Button } from 'antd';

export const SHOW_MORE_STEP = 15;

/** A list shown 15 at a time with 'Show more' (adds 15) while more remain. */
export function ShowMoreList({ items, testId }: { items: string[]; testId?: string }) {
  const [visible, setVisible] = useState(SHOW_MORE_STEP);
  return (
    <div data-testid={testId}>
      <span>{items.slice(0, visible).join(', ')}</span>
      {items.length > visible && (
        <Button type="link" size="small" onClick={() => setVisible((v) => v + SHOW_MORE_STEP)}>
          Show more
        </Button>
      )}
    </div>
  );
}
