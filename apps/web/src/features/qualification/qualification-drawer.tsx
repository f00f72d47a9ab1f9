import { useState } from 'react';
import { Alert, App, Button, Drawer, Flex, Form, Result, Skeleton, Spin, Tabs, Typography } from 'antd';
import { DownloadOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  QUALIFICATION_FIELD_DEFS,
  QUALIFICATION_MESSAGES,
  QUALIFICATION_TABS,
  type QualificationField,
  type QualificationSheet,
  type QualificationTab,
  type QualificationValues,
} from '@utah-land/shared';
import { ApiError } from '../../api/client.js';
import { qualificationApi, qualificationKeys } from '../../api/qualification.js';
import { OVERLAY_Z } from '../common/overlay.js';
import { MOBILE_QUERY, useMedia } from '../common/use-media.js';
import { NotesTab } from './notes-tab.js';
import { downloadQualificationSheet } from './sheet-export.js';
import { SheetFormTab } from './sheet-form.js';
import { SheetReadView } from './sheet-read-view.js';
import { changedFields, fromFormValues, OWNER_FIRST, toFormValues, type FormValues } from './sheet-values.js';

// The drawer 'Qualification Sheet - {parcel id}': read-only first; Edit switches to the form and
// Edit again saves (busy while saving); closing while editing returns to read mode, otherwise closes the drawer.
// A save sends only the changed fields with the version it read; a 409 (someone else changed one of them) is told
// in words with a Reload that keeps this admin's other changes.

export const QUALIFICATION_DRAWER_WIDTH = 1050;
type TabKey = QualificationTab | 'notes';
const TAB_KEYS: TabKey[] = ['owner', 'online', 'city', 'notes'];

interface Conflict {
  fields: QualificationField[];
}

const labelOf = (k: QualificationField) => QUALIFICATION_FIELD_DEFS[k].readLabel;

export default function QualificationDrawer({
  parcelRef,
  label,
  onClose,
}: {
  parcelRef: string;
  label: string;
  onClose: () => void;
}) {
  const { message, notification } = App.useApp();
  const narrow = useMedia(MOBILE_QUERY);
  const queryClient = useQueryClient();
  const key = qualificationKeys.sheet(parcelRef);
  const q = useQuery({
    queryKey: key,
    queryFn: () => qualificationApi.get(parcelRef),
    refetchOnReconnect: true,
  });
  const [form] = Form.useForm<FormValues>();
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState<TabKey>('owner');
  const [saving, setSaving] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [draft, setDraft] = useState('');
  const sheet = q.data;

  const startEditing = (s: QualificationSheet) => {
    form.resetFields();
    form.setFieldsValue(toFormValues(s.fields));
    setConflict(null);
    setEditing(true);
  };

  const stopEditing = () => {
    setEditing(false);
    setConflict(null);
  };

  /** Points the form at a field the server refused ('fields.email: must be ...') and shows its tab. */
  const showFieldError = (text: string) => {
    const m = /^fields\.(\w+): (.*)$/.exec(text);
    const field = m?.[1] as QualificationField | undefined;
    if (!editing || !field || !(field in QUALIFICATION_FIELD_DEFS)) return false;
    const def = QUALIFICATION_FIELD_DEFS[field];
    form.setFields([{ name: def.kind === 'ownerName' ? OWNER_FIRST : field, errors: [m![2]!] }]);
    setTab(def.tab);
    return true;
  };

  /** Saves the changed fields (in edit mode) and the note, if any. */
  const save = async (note?: string) => {
    if (!sheet) return;
    let fields: Partial<QualificationValues> = {};
    if (editing) {
      try {
        await form.validateFields();
      } catch (e) {
        const first = (e as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name[0];
        const def = QUALIFICATION_FIELD_DEFS[first as QualificationField];
        if (def) setTab(def.tab);
        return;
      }
      fields = changedFields(sheet.fields, fromFormValues(form.getFieldsValue(true)));
    }
    if (!Object.keys(fields).length && !note) {
      stopEditing();
      return;
    }
    setSaving(true);
    try {
      const next = await qualificationApi.save(parcelRef, { version: sheet.version, fields, note });
      queryClient.setQueryData(key, next);
      stopEditing();
      if (note) setDraft('');
      message.success(note ? QUALIFICATION_MESSAGES.noteAdded : QUALIFICATION_MESSAGES.saved);
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        const details = (e.body as { details?: Conflict } | undefined)?.details;
        setConflict({ fields: details?.fields ?? [] });
      } else if (!(e instanceof ApiError && e.status === 400 && showFieldError(e.message))) {
        notification.error({ title: 'Not saved', description: (e as Error).message, duration: 10 });
      }
    } finally {
      setSaving(false);
    }
  };

  /** After a conflict: the sheet as saved now, with this admin's changes to the other fields kept. */
  const reload = async () => {
    if (!sheet) return;
    const mine = changedFields(sheet.fields, fromFormValues(form.getFieldsValue(true)));
    const fresh = await q.refetch();
    if (!fresh.data) return;
    for (const k of conflict?.fields ?? []) delete mine[k];
    form.resetFields();
    form.setFieldsValue(toFormValues({ ...fresh.data.fields, ...mine }));
    setConflict(null);
  };

  const download = async () => {
    if (!sheet) return;
    setDownloading(true);
    try {
      await downloadQualificationSheet(label, sheet);
    } finally {
      setDownloading(false);
    }
  };

  const actions = (
    <Flex gap={8}>
      <Button
        type={editing ? 'primary' : 'default'}
        icon={editing ? <SaveOutlined /> : <EditOutlined />}
        loading={saving}
        disabled={!sheet}
        onClick={() => (editing ? save() : sheet && startEditing(sheet))}
        data-testid="qualification-edit"
      >
        Edit
      </Button>
      <Button icon={<DownloadOutlined />} disabled={!sheet} loading={downloading} onClick={download}>
        Download
      </Button>
    </Flex>
  );

  const tabContent = (k: TabKey) => {
    if (!sheet) return null;
    if (k === 'notes')
      return (
        <NotesTab
          notes={sheet.notes}
          draft={draft}
          onDraft={setDraft}
          onAdd={() => save(draft.trim())}
          saving={saving}
        />
      );
    return editing ? <SheetFormTab tab={k} /> : <SheetReadView tab={k} sheet={sheet} narrow={narrow} />;
  };

  const tabs = (
    <Tabs
      activeKey={tab}
      onChange={(k) => setTab(k as TabKey)}
      items={TAB_KEYS.map((k) => ({
        key: k,
        label: QUALIFICATION_TABS[k],
        forceRender: editing,
        children: tabContent(k),
      }))}
    />
  );

  return (
    <Drawer
      open
      zIndex={OVERLAY_Z + 10}
      size={narrow ? '100vw' : QUALIFICATION_DRAWER_WIDTH}
      title={`Qualification Sheet - ${label}`}
      extra={narrow ? undefined : actions}
      onClose={() => (editing ? stopEditing() : onClose())}
      data-testid="qualification-drawer"
    >
      {narrow && <div style={{ marginBottom: 12 }}>{actions}</div>}
      {q.isPending && <Skeleton active paragraph={{ rows: 10 }} />}
      {q.isError && <Result status="warning" title={q.error.message} />}
      {sheet && (
        <Spin spinning={saving} description="Saving">
          {conflict && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              data-testid="qualification-conflict"
              title={QUALIFICATION_MESSAGES.conflict}
              description={
                conflict.fields.length
                  ? `Changed by someone else: ${conflict.fields.map(labelOf).join(', ')}.`
                  : undefined
              }
              action={
                <Button size="small" onClick={reload} loading={q.isFetching}>
                  Reload
                </Button>
              }
            />
          )}
          {editing ? (
            <Alert
              type="info"
              style={{ marginBottom: 12 }}
              title="Editing: press Edit again to save your changes, or close to discard them."
            />
          ) : (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              {sheet.updatedBy && sheet.updatedAt
                ? `Last saved by ${sheet.updatedBy.name} on ${new Date(sheet.updatedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}.`
                : 'Not saved yet.'}
              {sheet.prefilled.length > 0 && ' Values marked From parcel come from the parcel until saved.'}
            </Typography.Paragraph>
          )}
          {editing ? (
            <Form form={form} layout="vertical" requiredMark={false}>
              {tabs}
            </Form>
          ) : (
            tabs
          )}
        </Spin>
      )}
    </Drawer>
  );
}
