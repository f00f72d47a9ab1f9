import { Button, Empty, Flex, Input, List, Typography } from 'antd';
import { QUALIFICATION_LIMITS, type QualificationNote } from '@utah-land/shared';

// The Notes tab: a 4-row text; 'Add Note' adds it to the list, saved with its author and time.

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function NotesTab({
  notes,
  draft,
  onDraft,
  onAdd,
  saving,
}: {
  notes: QualificationNote[];
  draft: string;
  onDraft: (text: string) => void;
  onAdd: () => void;
  saving: boolean;
}) {
  return (
    <div data-testid="notes-tab">
      <Input.TextArea
        rows={4}
        value={draft}
        onChange={(e) => onDraft(e.target.value)}
        maxLength={QUALIFICATION_LIMITS.note}
        placeholder="Write a note about this parcel"
        aria-label="Note"
      />
      <Flex justify="end" style={{ marginTop: 8, marginBottom: 16 }}>
        <Button type="primary" onClick={onAdd} loading={saving} disabled={!draft.trim()}>
          Add Note
        </Button>
      </Flex>
      {notes.length === 0 ? (
        <Empty description="No notes yet" />
      ) : (
        <List
          size="small"
          bordered
          dataSource={[...notes].reverse()}
          rowKey={(n) => n.id}
          renderItem={(n) => (
            <List.Item data-testid="note">
              <div style={{ width: '100%' }}>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>
                  {n.text}
                </Typography.Paragraph>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {n.author.name} · {when(n.createdAt)}
                </Typography.Text>
              </div>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
