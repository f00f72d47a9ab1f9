import { App, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { LoginResponse } from '@utah-land/shared';
import { startCheckout } from '../subscriptions/start-checkout.js';
import { CONTACT_URL } from './links.js';

export const UPGRADE_MESSAGE = 'Please upgrade your subscription to continue.';

/** Sign-in of an expired or trial-ended account: talk with the team or renew. */
export function SubscriptionExpiredModal({
  open,
  email,
  pendingLogin,
  message,
  onClose,
}: {
  open: boolean;
  email?: string;
  /** The session the 403 answer carries (used only for the checkout). */
  pendingLogin?: LoginResponse;
  message: string;
  onClose: () => void;
}) {
  const { notification } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title="Subscription Expired"
      onCancel={onClose}
      footer={[
        <Button key="talk" href={CONTACT_URL} target="_blank" rel="noopener noreferrer">
          Talk with our team
        </Button>,
        <Button
          key="renew"
          type="primary"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await startCheckout({ email, pendingLogin, notify: notification });
            } finally {
              setBusy(false);
            }
          }}
        >
          Renew/Subscribe
        </Button>,
      ]}
    >
      <Typography.Paragraph>{message}</Typography.Paragraph>
    </Modal>
  );
}
