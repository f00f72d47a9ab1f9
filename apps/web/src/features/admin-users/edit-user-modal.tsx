import { useEffect, useState } from 'react';
import { App, Form, Modal, Select, Tooltip } from 'antd';
import {
  ADMIN_SETTABLE_STATUSES,
  mayAdminChangeUser,
  VALIDATION,
  type RoleDto,
  type RoleName,
  type SubscriptionStatus,
  type UserDto,
} from '@utah-land/shared';
import { roleOf, statusOf, usersApi } from '../../api/users.js';
import { session } from '../../app/session.js';
import { PersonFields } from '../auth/person-fields.js';
import { capitalize } from './role-tag.js';

interface EditForm {
  firstname: string;
  lastname: string;
  email: string;
  roleName: RoleName;
  status: SubscriptionStatus;
}

export const isProtected = (status: SubscriptionStatus) => !mayAdminChangeUser(status);

export const OWN_ROLE_LOCKED = 'You cannot change your own role or status.';

/**
 * Edit modal: first and last name and e-mail (required), role and status; statuses limited
 * to Registered, Free Trial and Test User. Subscribed and Subscription Cancelled users keep role and status, and an
 * admin cannot change their own (the server refuses both). A new e-mail waits for its confirmation link.
 */
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
  const self = !!user && user.id === session.user()?.id;
  const locked = isProtected(status) || self;
  const lockedTip = self ? OWN_ROLE_LOCKED : undefined;

  useEffect(() => {
    if (user)
      form.setFieldsValue({
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        roleName: roleOf(user) as RoleName,
        status: statusOf(user),
      });
  }, [user, form]);

  async function save() {
    if (!user) return;
    let v: EditForm;
    try {
      v = await form.validateFields();
    } catch {
      return; // the form shows each field's message; nothing is sent
    }
    setBusy(true);
    try {
      const person = { firstname: v.firstname.trim(), lastname: v.lastname.trim(), email: v.email.trim() };
      let pendingEmail: string | null | undefined;
      if (
        person.firstname !== user.firstname ||
        person.lastname !== user.lastname ||
        person.email !== user.email
      )
        pendingEmail = (await usersApi.updateProfile({ id: user.id, ...person })).pendingEmail;
      if (v.roleName !== roleOf(user) || v.status !== statusOf(user)) {
        const role = roles.find((r) => r.name === v.roleName);
        await usersApi.updateRoleStatus(user.id, {
          id: user.userSubscriptions[0]?.id,
          userId: user.id,
          status: v.status,
          roleName: v.roleName,
          roleId: role?.id,
        });
      }
      notification.success({
        title: 'User updated successfully',
        description: pendingEmail
          ? `A confirmation link was sent to ${pendingEmail}; the e-mail changes once it is opened.`
          : undefined,
      });
      onSaved();
      onClose();
    } catch (err) {
      notification.error({ title: err instanceof Error ? err.message : String(err) });
      onSaved(); // part of the change may have been saved
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
        <PersonFields columns autoComplete={false} />
        <Tooltip title={lockedTip ?? (locked ? `Role cannot be modified for ${status} users` : undefined)}>
          <Form.Item label="Role" name="roleName" rules={[{ required: true, message: VALIDATION.role }]}>
            <Select
              disabled={locked}
              options={roles.map((r) => ({ value: r.name, label: capitalize(r.name) }))}
            />
          </Form.Item>
        </Tooltip>
        <Tooltip title={lockedTip ?? (locked ? `Status cannot be modified for ${status} users` : undefined)}>
          <Form.Item label="Status" name="status" rules={[{ required: true }]}>
            <Select disabled={locked} options={statusOptions} />
          </Form.Item>
        </Tooltip>
      </Form>
    </Modal>
  );
}
