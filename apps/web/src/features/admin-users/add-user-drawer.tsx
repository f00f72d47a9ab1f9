import { useState } from 'react';
import { App, Button, Col, Drawer, Form, Input, Row, Select } from 'antd';
import { VALIDATION, type RoleDto, type RoleName } from '@utah-land/shared';
import { usersApi } from '../../api/users.js';
import { MOBILE_QUERY, useMedia } from '../shell/use-media.js';
import { matchesRule, minLengthRule } from '../auth/password-rules.js';
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
        message: 'User has been created successfully',
        description: 'A verification mail has been sent to the email.',
      });
      form.resetFields();
      onCreated();
    } catch (err) {
      notification.error({ message: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <Drawer title="Add user" open={open} onClose={onClose} size={isMobile ? '100vw' : 550} destroyOnHidden>
      <Form<AddUserForm> form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              label="First name"
              name="firstname"
              rules={[{ required: true, whitespace: true, message: VALIDATION.firstName }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Last name"
              name="lastname"
              rules={[{ required: true, whitespace: true, message: VALIDATION.lastName }]}
            >
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="E-mail"
          name="email"
          rules={[{ required: true, type: 'email', message: VALIDATION.email }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Role" name="roleName" rules={[{ required: true, message: VALIDATION.role }]}>
          <Select
            placeholder="Select role"
            options={roles.map((r) => ({ value: r.name, label: capitalize(r.name) }))}
          />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: VALIDATION.password }, minLengthRule]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm password"
          name="confirmPassword"
          dependencies={['password']}
          rules={[{ required: true, message: VALIDATION.confirmPassword }, matchesRule('password')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} block>
          Add user
        </Button>
      </Form>
    </Drawer>
  );
}
