import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Avatar, Button, Dropdown, Menu, Spin, type MenuProps } from 'antd';
import {
  ApartmentOutlined,
  CompassOutlined,
  CrownOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  StopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { mayCancelSubscription } from '@utah-land/shared';
import { authApi } from '../../api/auth.js';
import { session } from '../../app/session.js';
import { queryClient } from '../../app/providers.js';
import { ShellContext, type ShellApi } from '../common/shell-context.js';
import { useSession } from '../common/use-session.js';
import { MOBILE_QUERY, useMedia } from '../common/use-media.js';
import { screenTitle, visibleMenu, type MenuKey } from './menu.js';
import { HiddenHeading, VISUALLY_HIDDEN } from '../common/page-heading.js';
import { SubscriptionBanners } from '../subscriptions/subscription-banners.js';
import { useCancelSubscription } from '../subscriptions/cancel-subscription.js';
import { AlertsBell } from '../alerts/alerts-bell.js';
import './shell.css';

export interface ShellLayoutProps {
  /**
   * The payments feature's Cancel Subscription action. The user menu shows 'Cancel Subscription' only when this
   * is given and the stored status is Subscribed.
   */
  onCancelSubscription?: () => void;
  /** Banners shown above every screen (the subscription alert banners). */
  banner?: ReactNode;
  /** Screen content when not used as a route layout (defaults to the nested route's <Outlet />). */
  children?: ReactNode;
}

/** The signed-in shell: collapsible left drawer (250px, 75vw under 768px) and the top bar with the user menu. */
export function ShellLayout({
  onCancelSubscription,
  banner = <SubscriptionBanners />,
  children,
}: ShellLayoutProps) {
  const cancelSubscription = useCancelSubscription();
  const isMobile = useMedia(MOBILE_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(() => !window.matchMedia(MOBILE_QUERY).matches);
  const [topBarContent, setTopBarContent] = useState<ReactNode>(null);
  const { user, principal } = useSession();
  const location = useLocation();
  const navigate = useNavigate();

  const logout = useCallback(async () => {
    try {
      await authApi.logout(); // ends the session on the server too
    } catch {
      // Already ended (401) or the server is unreachable: the session in this browser is cleared anyway.
    }
    session.clear();
    queryClient.clear();
    void navigate('/login', { replace: true });
  }, [navigate]);

  const shellApi = useMemo<ShellApi>(
    () => ({
      drawerOpen,
      setDrawerOpen,
      toggleDrawer: () => setDrawerOpen((o) => !o),
      setTopBarContent,
    }),
    [drawerOpen],
  );

  const title = screenTitle(location.pathname);
  useEffect(() => {
    document.title = title === 'Utah Land' ? title : `${title} · Utah Land`;
  }, [title]);

  const menuKeys = visibleMenu(principal);
  const onMap = location.pathname === '/map';
  const targets: Record<MenuKey, { label: string; icon: ReactNode; to?: string }> = {
    profile: { label: 'Profile', icon: <UserOutlined />, to: '/profile' },
    network: { label: 'Network', icon: <ApartmentOutlined />, to: '/network' },
    opportunities: {
      label: 'Opportunities',
      icon: <CompassOutlined />,
      to: onMap ? `/map${location.search}` : '/map',
    },
    admin: { label: 'Admin Panel', icon: <CrownOutlined />, to: '/admin' },
    logout: { label: 'Logout', icon: <LogoutOutlined /> },
  };
  const items: MenuProps['items'] = menuKeys.map((key) => {
    const t = targets[key];
    return {
      key,
      icon: t.icon,
      label: t.to ? <Link to={t.to}>{t.label}</Link> : t.label,
      onClick: key === 'logout' ? () => void logout() : isMobile ? () => setDrawerOpen(false) : undefined,
    };
  });
  const selected = menuKeys.filter((k) => {
    const to = targets[k].to;
    return to && location.pathname === to.split('?')[0];
  });

  // Only what the user can open: Profile is left out for those the guards send to /home (policy.ts `menuFor`).
  const userItems: MenuProps['items'] = [
    ...(menuKeys.includes('profile')
      ? [{ key: 'profile', icon: <UserOutlined />, label: <Link to="/profile">Profile</Link> }]
      : []),
    ...(principal && mayCancelSubscription(principal)
      ? [
          {
            key: 'cancel',
            icon: <StopOutlined />,
            label: 'Cancel Subscription',
            onClick: onCancelSubscription ?? (() => cancelSubscription()),
          },
        ]
      : []),
    { key: 'logout', icon: <LogoutOutlined />, label: 'Logout', onClick: () => void logout() },
  ];
  const name = user ? `${user.firstname} ${user.lastname}`.trim() : '';

  return (
    <ShellContext.Provider value={shellApi}>
      <div className="shell">
        <aside
          className={`shell-drawer${drawerOpen ? ' open' : ''}`}
          aria-label="Main menu"
          aria-hidden={!drawerOpen}
          inert={!drawerOpen}
        >
          <Link to="/profile" className="shell-drawer-logo" aria-label="Utah Land home">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            Utah Land
          </Link>
          {items.length > 0 && <Menu mode="inline" theme="dark" items={items} selectedKeys={selected} />}
        </aside>
        {isMobile && drawerOpen && <div className="shell-backdrop" onClick={() => setDrawerOpen(false)} />}
        <div className={`shell-main${drawerOpen ? ' drawer-open' : ''}`}>
          <header className="shell-topbar">
            <Button
              type="text"
              aria-label={drawerOpen ? 'Close menu' : 'Open menu'}
              icon={drawerOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
              onClick={shellApi.toggleDrawer}
            />
            <div className="shell-topbar-slot">{topBarContent}</div>
            <AlertsBell />
            {user && (
              <Dropdown menu={{ items: userItems }} trigger={['click']} placement="bottomRight">
                {/* Named by what it shows (initial and name) and 'User menu' (WCAG 2.5.3, label in name). */}
                <Button type="text" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                  <Avatar size="small" style={{ background: '#1f4e79' }}>
                    {(user.firstname[0] ?? '?').toUpperCase()}
                  </Avatar>
                  {!isMobile && <span>{name}</span>}
                  <span style={VISUALLY_HIDDEN}>User menu</span>
                </Button>
              </Dropdown>
            )}
          </header>
          {banner}
          <main className="shell-content">
            <HiddenHeading>{title}</HiddenHeading>
            <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '20vh auto' }} />}>
              {children ?? <Outlet />}
            </Suspense>
          </main>
        </div>
      </div>
    </ShellContext.Provider>
  );
}
