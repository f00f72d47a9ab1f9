import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { MOBILE_QUERY, useMedia } from '../common/use-media.js';

export const PROFILE_DRAWER_WIDTH = 550;

/** A drawer of the profile page: the whole width on a phone, PROFILE_DRAWER_WIDTH otherwise; emptied when closed. */
export function ProfileDrawer({
  title,
  open,
  onClose,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const isMobile = useMedia(MOBILE_QUERY);
  return (
    <Drawer
      title={title}
      open={open}
      onClose={onClose}
      size={isMobile ? '100vw' : PROFILE_DRAWER_WIDTH}
      destroyOnHidden
    >
      {children}
    </Drawer>
  );
}
