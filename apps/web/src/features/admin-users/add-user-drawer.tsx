import { useState } from 'react';
import { App, Button, Drawer, Form, Select } from 'antd';
import { VALIDATION, type RoleDto, type RoleName } from '@utah-land/shared';
import { usersApi } from '../../api/users.js';
import { MOBILE_QUERY, useMedia } from '../common/use-media.js';
import { PasswordFields } from '../auth/password-fields.js';
import { PersonFields } from '../auth/person-fields.js';
import { capitalize } from './role-tag.js';

interface AddUserForm {
  firstname: string;
  lastname: string;
  email: string;
  roleName: RoleName;
  password: string;
  confirmPassword: string;
}

/** Admin 'Add user' drawer: the server creates the user and sends a verification mail. */
export function AddUserDrawer({
  open,
  roles,
  onClose,
  onCreated,
}: {
  open: boolean;
  roles: RoleDto[];
  onClose: () => void;
  onCreated: () => void;
}) {
  const [form] = Form.useForm<AddUserForm>();
  const { notification } = App.useApp();
  const isMobile = useMedia(MOBILE_QUERY);
  const [busy, setBusy] = useState(false);

  async function onFinish(v: AddUserForm) {
    setBusy(true);
    try {
      await usersApi.create({
        ...v,
        firstname: v.firstname.trim(),
        lastname: v.lastname.trim(),
        email: v.email.trim(),
      });
      notification.success({
        title: 'User has been created successfully',
        description: 'A verification mail has been sent to the email.',
      });
      form.resetFields();
      onCreated();
    } catch (err) {
      notification.error({ title: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <Drawer title="Add user" open={open} onClose={onClose} size={isMobile ? '100vw' : 550} destroyOnHidden>
      <Form<AddUserForm> form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <PersonFields columns autoComplete={false} />
        <Form.Item label="Role" name="roleName" rules={[{ required: true, message: VALIDATION.role }]}>
          <Select
            placeholder="Select role"
            options={roles.map((r) => ({ value: r.name, label: capitalize(r.name) }))}
          />
        </Form.Item>
        <PasswordFields pair="password" />
        <Button type="primary" htmlType="submit" loading={busy} block>
          Add user
        </Button>
      </Form>
    </Drawer>
  );
}
