import { Typography } from 'antd';
import { whyMatchedLines } from '@utah-land/shared';
import type { MatchKind, MatchRow } from '../../api/matching.js';

/**
 * "Why it matched" of a match row: one line per dimension that agreed, with the values compared on both sides
 * (docs/matching.md, "Why it matched"). The text is `whyMatchedLines` of packages/shared, the same as the export's.
 */
export function whyMatchedOf(kind: MatchKind, row: MatchRow, company: boolean): string[] {
  return whyMatchedLines(kind, row.compared, company);
}

/** The lines on a match card (compact) or in a detail window (titled). */
export function WhyMatched({ lines, title }: { lines: string[]; title?: string }) {
  return (
    <div data-testid="why-matched" style={title ? { marginBottom: 16 } : { marginTop: 4 }}>
      {title && (
        <Typography.Title level={5} style={{ marginTop: 0, marginBottom: 8 }}>
          {title}
        </Typography.Title>
      )}
      {lines.map((line) => (
        <div
          key={line}
          data-testid="why-matched-line"
          style={{ fontSize: title ? 13 : 11, color: '#2f6f4f', lineHeight: 1.45 }}
        >
          {line}
        </div>
      ))}
    </div>
  );
}
