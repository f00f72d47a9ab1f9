import type { MouseEvent } from 'react';
import { App, Button, Input, Tooltip, Typography } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { BOOKMARK_DESCRIPTION_MAX, BOOKMARK_MESSAGES, type ProjectBookmarkType } from '@utah-land/shared';
import { bookmarksApi, bookmarksKeys } from '../../api/bookmarks.js';
import { ApiError } from '../../api/client.js';
import { setBookmarked, useBookmarked } from './bookmark-store.js';
import { useSurveyTaker } from '../common/use-survey-taker.js';

export interface BookmarkToggleProps {
  kind: 'parcel' | 'project';
  /** Parcel id or project id. */
  id: number;
  /** Parent or child, for projects. */
  projectType?: ProjectBookmarkType;
  /** Shown in the 'Bookmark Added!' toast. */
  title: string;
  /** existsInBookmarks from the server. */
  bookmarked: boolean;
  /** 'moreInfoPopup' from detail modals: the toast reads 'Bookmark Added!' with the item's title. */
  from?: 'moreInfoPopup' | 'card' | 'bookmark-drawer';
  /** Defaults to the map URL's surveyTaker. */
  surveyTaker?: string;
  onChange?: (bookmarked: boolean) => void;
}

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : 'Something went wrong');

/**
 * The bookmark icon of cards and detail modals: adding asks for confirmation with an
 * optional name (max 15); removing asks Yes/No; toasts top right; a failure shows the server's message.
 */
export function BookmarkToggle(props: BookmarkToggleProps) {
  const { kind, id, title, from = 'card' } = props;
  const { notification, modal } = App.useApp();
  const queryClient = useQueryClient();
  const urlTaker = useSurveyTaker();
  const surveyTaker = props.surveyTaker ?? urlTaker;
  const bookmarked = useBookmarked(kind, id, props.bookmarked);

  const changed = (value: boolean) => {
    setBookmarked(kind, id, value);
    props.onChange?.(value);
    void queryClient.invalidateQueries({ queryKey: bookmarksKeys.all });
  };
  const fail = (e: unknown) =>
    notification.error({
      title: e instanceof ApiError && e.status === 409 ? 'Already bookmarked' : 'Bookmark failed',
      description: messageOf(e),
      placement: 'topRight',
      duration: 10,
    });

  const add = async (name: string) => {
    try {
      const description = name.trim() || undefined;
      if (kind === 'parcel')
        await bookmarksApi.addParcel({ parcel_id: id, survey_taker: surveyTaker, description });
      else
        await bookmarksApi.addProject({
          project_id: id,
          type: props.projectType ?? 'parent',
          survey_taker: surveyTaker,
          description,
          from,
        });
      changed(true);
      if (from === 'moreInfoPopup')
        notification.success({
          title: BOOKMARK_MESSAGES.addedTitle,
          description: BOOKMARK_MESSAGES.addedBody(title),
          placement: 'topRight',
        });
      else
        notification.success({
          title: kind === 'parcel' ? BOOKMARK_MESSAGES.parcelAdded : BOOKMARK_MESSAGES.projectAdded,
          placement: 'topRight',
        });
    } catch (e) {
      // Already bookmarked elsewhere: the local flag follows the server.
      if (e instanceof ApiError && e.status === 409) changed(true);
      fail(e);
    }
  };

  // The confirmation is rendered by the app's modal holder, not inside the card, so it survives the list
  // re-rendering (the map refreshes its lists whenever the viewport moves).
  const confirmAdd = () => {
    let name = '';
    modal.confirm({
      title: `Bookmark ${kind === 'parcel' ? 'parcel' : 'project'}`,
      icon: <StarOutlined />,
      okText: 'Yes',
      cancelText: 'No',
      content: (
        <>
          <Typography.Paragraph>Do you want to bookmark {title}?</Typography.Paragraph>
          <Input
            aria-label="Bookmark name"
            placeholder="Bookmark name (optional)"
            maxLength={BOOKMARK_DESCRIPTION_MAX}
            showCount
            onChange={(e) => {
              name = e.target.value;
            }}
          />
        </>
      ),
      onOk: () => add(name),
    });
  };

  const remove = () =>
    modal.confirm({
      title: 'Remove bookmark',
      content: `Do you want to remove ${title} from your bookmarks?`,
      okText: 'Yes',
      cancelText: 'No',
      onOk: async () => {
        try {
          if (kind === 'parcel') await bookmarksApi.removeParcel(id, surveyTaker);
          else await bookmarksApi.removeProject(id, props.projectType ?? 'parent', surveyTaker);
          changed(false);
          notification.success({ title: BOOKMARK_MESSAGES.deleted, placement: 'topRight' });
        } catch (e) {
          // Already gone elsewhere: the local flag follows the server.
          if (e instanceof ApiError && e.status === 404) changed(false);
          fail(e);
        }
      },
    });

  const onClick = (e: MouseEvent) => {
    e.stopPropagation();
    if (bookmarked) remove();
    else confirmAdd();
  };

  return (
    <>
      <Tooltip title={bookmarked ? 'Remove bookmark' : 'Bookmark'}>
        <Button
          type="text"
          size="small"
          data-testid="bookmark-toggle"
          data-bookmarked={bookmarked ? 'true' : 'false'}
          aria-label={bookmarked ? 'Remove bookmark' : 'Bookmark'}
          aria-pressed={bookmarked}
          icon={bookmarked ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
          onClick={onClick}
        />
      </Tooltip>
    </>
  );
}
