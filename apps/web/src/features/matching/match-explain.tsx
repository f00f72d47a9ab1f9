import { useState } from 'react';
import { Button, Empty, Modal, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { isStrongMatch } from '@utah-land/shared';
import {
  matchingApi,
  matchingKeys,
  type ContactGroupKind,
  type ExplainWho,
  type MatchSubject,
} from '../../api/matching.js';

/** A line of the explanation, coloured by its mark: passes (✓) green, fails (✗) red. */
function ExplainLine({ line }: { line: string }) {
  const failed = line.includes('✗');
  return (
    <div
      data-testid="explain-line"
      style={{ fontSize: 13, lineHeight: 1.5, color: failed ? '#b3261e' : '#2f6f4f' }}
    >
      {line}
    </div>
  );
}

/** The explanations of one contact or company against the subject, fetched when the window opens. */
function ExplainBody({
  subject,
  who,
  kind,
}: {
  subject: MatchSubject;
  who: ExplainWho;
  kind: ContactGroupKind;
}) {
  const q = useQuery({
    queryKey: matchingKeys.explain(subject, who, kind),
    queryFn: () => matchingApi.explain(subject, who, kind),
  });
  if (q.isPending) return <Spin style={{ display: 'block', margin: 24 }} />;
  if (q.isError) return <Empty description={q.error.message} />;
  if (!q.data.explanations.length) return <Empty description="Not in this group" />;
  const company = who.companyId !== undefined;
  return (
    <div data-testid="match-explain">
      {q.data.explanations.map((e) => (
        <div key={`${e.contactId}:${e.kind}`} style={{ marginBottom: 14 }}>
          <div style={{ marginBottom: 4 }}>
            {company && (
              <Typography.Text strong>{e.contactName ?? `Contact ${e.contactId}`} </Typography.Text>
            )}
            <Tag color={e.listed ? 'green' : 'red'}>{e.listed ? 'Listed' : 'Not listed'}</Tag>
            {typeof e.score === 'number' && (
              <Tag color={isStrongMatch(e.score) ? 'green' : 'default'}>{`Fit ${e.score}`}</Tag>
            )}
          </div>
          {e.lines.map((line) => (
            <ExplainLine key={line} line={line} />
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * 'Why' on a match card: a window with every dimension of the fit model for this contact (or each contact of this
 * company) against the subject, pass or fail, and the signals of its score (docs/matching.md, "Why and why not").
 */
export function WhyLink({
  subject,
  who,
  kind,
  title,
}: {
  subject: MatchSubject;
  who: ExplainWho;
  kind: ContactGroupKind;
  title: string;
}) {
  const [open, setOpen] = useState(false);
  // The card itself opens the record's detail: no click here (nor in the window, whose events bubble through React
  // to the card) reaches it.
  return (
    <span onClick={(e) => e.stopPropagation()}>
      <Button
        type="link"
        size="small"
        style={{ padding: 0, height: 'auto', fontSize: 12 }}
        data-testid="match-why"
        onClick={() => setOpen(true)}
      >
        Why?
      </Button>
      {open && (
        <Modal open title={`Why: ${title}`} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
          <ExplainBody subject={subject} who={who} kind={kind} />
        </Modal>
      )}
    </span>
  );
}
