import { useState } from 'react';
import { Link } from 'react-router';
import {
  App,
  Button,
  Card,
  Input,
  Select,
  Space,
  Table,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { DeleteOutlined, EditOutlined, FileExcelOutlined, UserAddOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SUBSCRIPTION_STATUSES,
  mayManageUsers,
  type RoleName,
  type SubscriptionStatus,
  type UserDto,
} from '@utah-land/shared';
import { roleOf, statusOf, USERS_PAGE_SIZE, usersApi, usersKeys } from '../../api/users.js';
import { session } from '../../app/session.js';
import { formatDateTime } from '../common/date-format.js';
import { useSession } from '../common/use-session.js';
import { AddUserDrawer } from './add-user-drawer.js';
import { EditUserModal, isProtected } from './edit-user-modal.js';
import { capitalize, RoleTag } from './role-tag.js';
import { useDebounced } from '../common/use-debounced.js';
import { MOBILE_QUERY, useMedia } from '../common/use-media.js';

export const SEARCH_DEBOUNCE_MS = 500;

/** /admin 'Manage Users': search, role and status filters, export, add, edit and delete. */
export function AdminUsersPage() {
  const { modal, message, notification } = App.useApp();
  const queryClient = useQueryClient();
  const { principal } = useSession();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleName | undefined>();
  const [status, setStatus] = useState<SubscriptionStatus | undefined>();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<UserDto | null>(null);
  const [exporting, setExporting] = useState(false);
  const phone = useMedia(MOBILE_QUERY);
  const userSearchValue = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const filter = {
    userSearchValue: userSearchValue || undefined,
    selectedRole: role,
    selectedStatus: status,
  };

  const users = useQuery({
    queryKey: usersKeys.list(page, filter),
    queryFn: () => usersApi.list({ page, take: USERS_PAGE_SIZE, ...filter }),
    placeholderData: keepPreviousData,
  });
  const roles = useQuery({ queryKey: usersKeys.roles, queryFn: usersApi.roles, staleTime: Infinity });
  const refresh = () => queryClient.invalidateQueries({ queryKey: usersKeys.all });
  // An admin whose own status is Test User has Edit and Delete disabled (the access policy's `mayManageUsers`).
  const readOnly = !principal || !mayManageUsers(principal);
  const me = session.user();

  function confirmDelete(user: UserDto) {
    if (isProtected(statusOf(user))) {
      modal.error({
        title: 'Cannot Delete User',
        content: 'Subscribed and Subscription Cancelled users cannot be deleted.',
      });
      return;
    }
    modal.confirm({
      title: 'Are you sure delete this user?',
      okText: 'Yes',
      okButtonProps: { danger: true },
      cancelText: 'No',
      onOk: async () => {
        try {
          await usersApi.remove(user.id);
          message.success('User deleted successfully!');
          if (users.data?.data.length === 1 && page > 1) setPage(page - 1);
          await refresh();
        } catch (err) {
          notification.error({ title: err instanceof Error ? err.message : String(err) });
        }
      },
    });
  }

  async function onExport() {
    setExporting(true);
    try {
      const { exportUsers } = await import('./export-users.js');
      await exportUsers(filter);
    } catch (err) {
      notification.error({ title: err instanceof Error ? err.message : String(err) });
    } finally {
      setExporting(false);
    }
  }

  const nameLink = (u: UserDto) => <Link to={`/user/${u.id}`}>{`${u.firstname} ${u.lastname}`}</Link>;
  const actions: TableColumnsType<UserDto>[number] = {
    title: 'Actions',
    key: 'actions',
    render: (_, u) => (
      <Space orientation={phone ? 'vertical' : 'horizontal'}>
        <Tooltip title="Edit">
          <Button
            aria-label={`Edit ${u.email}`}
            icon={<EditOutlined />}
            disabled={readOnly}
            onClick={() => setEditing(u)}
          />
        </Tooltip>
        <Tooltip title="Delete">
          <Button
            aria-label={`Delete ${u.email}`}
            danger
            icon={<DeleteOutlined />}
            disabled={readOnly || u.id === me?.id}
            onClick={() => confirmDelete(u)}
          />
        </Tooltip>
      </Space>
    ),
  };
  // On a phone the table is two columns, each user's details stacked under the name, so nothing needs a sideways
  // scroll to be read or reached.
  const columns: TableColumnsType<UserDto> = phone
    ? [
        {
          title: 'User',
          key: 'user',
          render: (_, u) => (
            <Space orientation="vertical" size={2} style={{ minWidth: 0, wordBreak: 'break-word' }}>
              {nameLink(u)}
              <span>{u.email}</span>
              <Typography.Text type="secondary">
                Last Login: {formatDateTime(u.userLastLogin)}
              </Typography.Text>
              <span>
                <RoleTag role={roleOf(u)} /> {statusOf(u)}
              </span>
            </Space>
          ),
        },
        actions,
      ]
    : [
        { title: 'Name', key: 'name', render: (_, u) => nameLink(u) },
        { title: 'Email', dataIndex: 'email', key: 'email' },
        { title: 'Last Login', key: 'lastLogin', render: (_, u) => formatDateTime(u.userLastLogin) },
        { title: 'Role', key: 'role', render: (_, u) => <RoleTag role={roleOf(u)} /> },
        { title: 'Status', key: 'status', render: (_, u) => statusOf(u) },
        actions,
      ];

  return (
    <Card title="Manage Users">
      <Space wrap style={{ marginBottom: 16, width: '100%' }}>
        <Input.Search
          allowClear
          placeholder="Search by name or e-mail"
          aria-label="Search users"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          style={{ width: 280 }}
        />
        <Select<RoleName>
          allowClear
          placeholder="Role"
          aria-label="Role filter"
          value={role}
          onChange={(v) => {
            setRole(v);
            setPage(1);
          }}
          options={(roles.data ?? []).map((r) => ({ value: r.name as RoleName, label: capitalize(r.name) }))}
          style={{ width: 140 }}
        />
        <Select<SubscriptionStatus>
          allowClear
          placeholder="Status"
          aria-label="Status filter"
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: s }))}
          style={{ width: 200 }}
        />
        <Button icon={<FileExcelOutlined />} loading={exporting} onClick={onExport}>
          Export
        </Button>
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)}>
          Add user
        </Button>
      </Space>
      <Table<UserDto>
        rowKey="id"
        columns={columns}
        dataSource={users.data?.data ?? []}
        loading={users.isFetching}
        scroll={phone ? undefined : { x: true }}
        pagination={{
          current: page,
          pageSize: USERS_PAGE_SIZE,
          total: users.data?.pagination.totalItems ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
      <AddUserDrawer
        open={adding}
        roles={roles.data ?? []}
        onClose={() => setAdding(false)}
        onCreated={refresh}
      />
      <EditUserModal
        user={editing}
        roles={roles.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
    </Card>
  );
}
