import { Typography } from 'antd';
import { STRONG_MATCH_SCORE } from '@utah-land/shared';

/**
 * The line above a ranked list of matches: 'Best fit first · N strong (score 70+) of T' (docs/matching.md, "The fit
 * model"). The matches drawer and the survey lists of /network and /client show it; nothing when the list carries no
 * strong count.
 */
export function StrongMatches({
  strongItems,
  total,
}: {
  strongItems: number | null | undefined;
  total: number;
}) {
  if (typeof strongItems !== 'number') return null;
  return (
    <Typography.Text
      type="secondary"
      data-testid="strong-matches"
      style={{ display: 'block', marginBottom: 8 }}
    >
      {`Best fit first · ${strongItems.toLocaleString('en-US')} strong (score ${STRONG_MATCH_SCORE}+) of ${total.toLocaleString('en-US')}`}
    </Typography.Text>
  );
}
