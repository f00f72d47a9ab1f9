import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { authApi } from '../../api/auth.js';
import { session } from '../../app/session.js';
import { PasswordFields } from '../auth/password-fields.js';
import { ProfileDrawer } from './profile-drawer.js';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export function ChangePasswordDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<PasswordForm>();
  const { notification } = App.useApp();
  const [busy, setBusy] = useState(false);

  async function onFinish(v: PasswordForm) {
    setBusy(true);
    try {
      const answer = await authApi.changePassword(v);
      // A password change ends older sessions: keep this one with the fresh token the server gives.
      const user = session.user();
      if (user) session.save(answer.accessToken, user, session.subscription());
      notification.success({ title: 'You have successfully change your password.' });
      form.resetFields();
      onClose();
    } catch (err) {
      notification.error({ title: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProfileDrawer title="Change Password" open={open} onClose={onClose}>
      <Form<PasswordForm> form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item
          label="Old password"
          name="oldPassword"
          rules={[{ required: true, message: 'Please input your old password!' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <PasswordFields pair="newPassword" email={session.user()?.email} />
        <Button type="primary" htmlType="submit" loading={busy} block>
          Change Password
        </Button>
      </Form>
    </ProfileDrawer>
  );
}
