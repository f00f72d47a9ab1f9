import { useEffect, useState } from 'react';
import { App, Form, Modal, Select, Tooltip } from 'antd';
import {
  ADMIN_SETTABLE_STATUSES,
  PROTECTED_STATUSES,
  VALIDATION,
  type RoleDto,
  type RoleName,
  type SubscriptionStatus,
  type UserDto,
} from '@utah-land/shared';
import { roleOf, statusOf, usersApi } from '../../api/users.js';
import { capitalize } from './role-tag.js';

interface EditForm {
  roleName: RoleName;
  status: SubscriptionStatus;
}

export const isProtected = (status: SubscriptionStatus) =>
  (PROTECTED_STATUSES as readonly string[]).includes(status);

/** Edit modal: role and status; statuses limited to Registered, Free Trial and Test User (spec section 4). */
export function EditUserModal({
  user,
  roles,
  onClose,
  onSaved,
}: {
  user: UserDto | null;
  roles: RoleDto[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<EditForm>();
  const { notification } = App.useApp();
  const [busy, setBusy] = useState(false);
  const status = user ? statusOf(user) : 'Registered';
  const locked = isProtected(status);

  useEffect(() => {
    if (user) form.setFieldsValue({ roleName: roleOf(user) as RoleName, status: statusOf(user) });
  }, [user, form]);

  async function save() {
    if (!user) return;
    const v = await form.validateFields();
    setBusy(true);
    try {
      const role = roles.find((r) => r.name === v.roleName);
      await usersApi.updateRoleStatus(user.id, {
        id: user.userSubscriptions[0]?.id,
        userId: user.id,
        status: v.status,
        roleName: v.roleName,
        roleId: role?.id,
      });
      notification.success({ message: 'User updated successfully' });
      onSaved();
      onClose();
    } catch (err) {
      notification.error({ message: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  const statusOptions = (locked ? [status] : [...ADMIN_SETTABLE_STATUSES]).map((s) => ({
    value: s,
    label: s,
  }));
  return (
    <Modal
      open={!!user}
      title={user ? `Edit ${user.firstname} ${user.lastname}` : 'Edit'}
      okText="Save"
      onOk={save}
      confirmLoading={busy}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<EditForm> form={form} layout="vertical" requiredMark={false}>
        <Form.Item label="Role" name="roleName" rules={[{ required: true, message: VALIDATION.role }]}>
          <Select options={roles.map((r) => ({ value: r.name, label: capitalize(r.name) }))} />
        </Form.Item>
        <Tooltip title={locked ? `Status cannot be modified for ${status} users` : undefined}>
          <Form.Item label="Status" name="status" rules={[{ required: true }]}>
            <Select disabled={locked} options={statusOptions} />
          </Form.Item>
        </Tooltip>
      </Form>
    </Modal>
  );
}
