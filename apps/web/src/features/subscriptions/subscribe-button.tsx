import { useState } from 'react';
import { App, Button, type ButtonProps } from 'antd';
import { startCheckout } from './start-checkout.js';

/** 'Subscribe' for the signed-in user: goes to the payment provider's checkout (Registered users on /home). */
export function SubscribeButton({
  children = 'Subscribe',
  ...props
}: Omit<ButtonProps, 'onClick' | 'loading'>) {
  const { notification } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="primary"
      {...props}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await startCheckout({ notify: notification });
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
    </Button>
  );
}
