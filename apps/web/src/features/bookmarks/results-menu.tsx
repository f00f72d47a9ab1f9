import { useState } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { AppstoreOutlined, MenuOutlined, StarOutlined } from '@ant-design/icons';
import type { ParcelCard, ProjectCard } from '@utah-land/shared';
import type { FilterQuery } from '../../api/map.js';
import { GridViewDrawer } from '../grid-view/grid-view-drawer.js';
import { BookmarksDrawer, type BookmarksOnMap } from './bookmarks-drawer.js';

export interface ResultsMenuProps {
  /** The results' filters (the grid view lists the same records). */
  query: FilterQuery;
  onSelectParcel: (item: ParcelCard) => void;
  onSelectProject: (item: ProjectCard) => void;
  onMoreInfo: (item: ParcelCard | ProjectCard) => void;
  onViewBookmarksOnMap?: (target: BookmarksOnMap) => void;
  onViewGridOnMap?: (rows: (ParcelCard | ProjectCard)[], tab: string) => void;
  /** More entries after Bookmarks and Grid View (e.g. the admin's Market Stats). */
  extraItems?: { key: string; label: string; onClick: () => void }[];
}

/** The results-box menu: Bookmarks and Grid View, each opening its drawer. */
export function ResultsMenu(props: ResultsMenuProps) {
  const [open, setOpen] = useState<'bookmarks' | 'grid' | null>(null);
  const close = () => setOpen(null);
  const items: MenuProps['items'] = [
    { key: 'bookmarks', label: 'Bookmarks', icon: <StarOutlined /> },
    { key: 'grid', label: 'Grid View', icon: <AppstoreOutlined /> },
    ...(props.extraItems ?? []).map((i) => ({ key: i.key, label: i.label })),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'bookmarks' || key === 'grid') setOpen(key);
    else props.extraItems?.find((i) => i.key === key)?.onClick();
  };
  const selectParcel = (item: ParcelCard) => {
    close();
    props.onSelectParcel(item);
  };
  const selectProject = (item: ProjectCard) => {
    close();
    props.onSelectProject(item);
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button size="small" icon={<MenuOutlined />} aria-label="Results menu" data-testid="results-menu" />
      </Dropdown>
      <BookmarksDrawer
        open={open === 'bookmarks'}
        onClose={close}
        onSelect={(item) => ('parcelId' in item ? selectParcel(item) : selectProject(item))}
        onMoreInfo={props.onMoreInfo}
        onViewOnMap={
          props.onViewBookmarksOnMap &&
          ((target) => {
            close();
            props.onViewBookmarksOnMap?.(target);
          })
        }
      />
      <GridViewDrawer
        open={open === 'grid'}
        onClose={close}
        query={props.query}
        onSelectParcel={selectParcel}
        onSelectProject={selectProject}
        onMoreInfo={props.onMoreInfo}
        onViewOnMap={
          props.onViewGridOnMap &&
          ((rows, tab) => {
            close();
            props.onViewGridOnMap?.(rows, tab);
          })
        }
      />
    </>
  );
}
