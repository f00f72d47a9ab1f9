import { useState } from 'react';
import { App, Button, Input, Modal } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { SAVED_SEARCH_DESCRIPTION_MAX, SAVED_SEARCH_MESSAGES } from '@utah-land/shared';
import { useLocation } from 'react-router';
import { savedSearchesApi, savedSearchesKeys } from '../../api/saved-searches.js';
import { useSurveyTaker } from '../common/use-survey-taker.js';

export interface SaveSearchButtonProps {
  /** The map query string to save; defaults to the current URL's query string. */
  url?: string;
  surveyTaker?: string;
  size?: 'small' | 'middle';
  onSaved?: () => void;
}

/** The default name of a saved search: the current date. */
export const defaultSearchName = () => dayjs().format('MM/DD/YYYY');

/** 'Save Search': a modal 'Insert a name for the search' (Done / Cancel) that saves the map's query string. */
export function SaveSearchButton(props: SaveSearchButtonProps) {
  const location = useLocation();
  const urlTaker = useSurveyTaker();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const save = async () => {
    const description = name.trim();
    if (!description) return setError(SAVED_SEARCH_MESSAGES.nameRequired);
    setBusy(true);
    try {
      await savedSearchesApi.create({
        description,
        url: props.url ?? (location.search || '?'),
        survey_taker: props.surveyTaker ?? urlTaker,
      });
      setOpen(false);
      notification.success({ title: 'Search saved', description: description, placement: 'topRight' });
      void queryClient.invalidateQueries({ queryKey: savedSearchesKeys.all });
      props.onSaved?.();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size={props.size}
        icon={<SaveOutlined />}
        data-testid="save-search"
        onClick={() => {
          setName(defaultSearchName());
          setError(undefined);
          setOpen(true);
        }}
      >
        Save Search
      </Button>
      <Modal
        open={open}
        title="Insert a name for the search"
        okText="Done"
        cancelText="Cancel"
        confirmLoading={busy}
        onOk={save}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Input
          aria-label="Search name"
          value={name}
          maxLength={SAVED_SEARCH_DESCRIPTION_MAX}
          status={error ? 'error' : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
          onPressEnter={save}
          autoFocus
        />
        {error && (
          <div role="alert" style={{ color: '#cf1322', marginTop: 4 }}>
            {error}
          </div>
        )}
      </Modal>
    </>
  );
}
