import type { ReactNode } from 'react';
import { Badge, Button, Empty, Popover, Spin } from 'antd';
import { MATCH_KINDS, labelsFor, type MatchSubject } from '../../api/matching.js';
import { useMatchCounts } from './use-match-counts.js';

export const BADGE_OVERFLOW = 100000;

/** The eight counts of a subject (one request; a spinner per count until it answers), then 'View Matches'. */
export function MatchingCounts({
  subject,
  onViewMatches,
}: {
  subject: MatchSubject;
  onViewMatches: () => void;
}) {
  const { counts, loading, total } = useMatchCounts(subject);
  const labels = labelsFor(subject);
  return (
    <div style={{ minWidth: 260 }} data-testid="matching-counts">
      {!loading && total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No Matched Results" />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 6, columnGap: 16 }}>
          {MATCH_KINDS.map((kind) => (
            <div key={kind} style={{ display: 'contents' }} data-testid={`match-count-${kind}`}>
              <span>{labels[kind]}</span>
              {counts[kind] === undefined ? (
                <Spin size="small" />
              ) : (
                <Badge
                  count={counts[kind]}
                  overflowCount={BADGE_OVERFLOW}
                  showZero
                  color={counts[kind] ? '#1f4e79' : '#bfbfbf'}
                />
              )}
            </div>
          ))}
        </div>
      )}
      <Button
        type="primary"
        block
        style={{ marginTop: 12 }}
        disabled={loading || total === 0}
        loading={loading}
        onClick={onViewMatches}
      >
        View Matches
      </Button>
    </div>
  );
}

/** The matching popover around a trigger, e.g. the selection banner's 'View matches' button. */
export function MatchingPopover({
  subject,
  onViewMatches,
  children,
  open,
  onOpenChange,
}: {
  subject: MatchSubject;
  onViewMatches: () => void;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={onOpenChange}
      title="Matches"
      destroyOnHidden
      content={<MatchingCounts subject={subject} onViewMatches={onViewMatches} />}
    >
      {children}
    </Popover>
  );
}
