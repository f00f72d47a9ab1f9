import { useEffect, useState } from 'react';
import { App, Button, Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@utah-land/shared';
import { usersApi, usersKeys } from '../../api/users.js';
import { session } from '../../app/session.js';
import { PersonFields } from '../auth/person-fields.js';
import { ProfileDrawer } from './profile-drawer.js';

/** The line shown while a new e-mail address waits for its confirmation link (README, 'Accounts'). */
export const pendingEmailNote = (email: string) =>
  `${email} will replace it once the confirmation link we sent there is opened.`;

interface ProfileForm {
  firstname: string;
  lastname: string;
  email: string;
}

export function UpdateProfileDrawer({
  user,
  open,
  onClose,
}: {
  user: UserDto;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ProfileForm>();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) form.setFieldsValue({ firstname: user.firstname, lastname: user.lastname, email: user.email });
  }, [open, user, form]);

  async function onFinish(v: ProfileForm) {
    setBusy(true);
    try {
      const answer = await usersApi.updateProfile({
        id: user.id,
        firstname: v.firstname.trim(),
        lastname: v.lastname.trim(),
        email: v.email.trim(),
      });
      const fresh = await usersApi.currentUser();
      session.saveUser(fresh);
      queryClient.setQueryData(usersKeys.currentUser, fresh);
      await queryClient.invalidateQueries({ queryKey: usersKeys.user(user.id) });
      notification.success({
        title: 'Update Successful',
        description: answer.pendingEmail
          ? `You have successfully updated your profile. We sent a confirmation link to ${answer.pendingEmail}: your e-mail changes once you open it.`
          : 'You have successfully updated your profile.',
      });
      onClose();
    } catch {
      notification.error({
        title: 'Oops!',
        description: 'Something went wrong while changing your profile. Please try again later.',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProfileDrawer title="Update Profile" open={open} onClose={onClose}>
      <Form<ProfileForm> form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <PersonFields columns={false} autoComplete />
        <Button type="primary" htmlType="submit" loading={busy} block>
          Save
        </Button>
      </Form>
    </ProfileDrawer>
  );
}
