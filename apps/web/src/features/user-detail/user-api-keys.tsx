import { useState } from 'react';
import { App, Card } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API_KEY_MESSAGES, type ApiKeyDto } from '@utah-land/shared';
import { apiKeysApi, apiKeysKeys } from '../../api/api-keys.js';
import { ApiKeysTable } from '../common/api-keys-table.js';

/** API KEYS of a user, for admins (docs/api.md, "API keys"): the keys with their last use, each revocable. */
export function UserApiKeys({ userId, onRevoked }: { userId: number; onRevoked?: () => void }) {
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: apiKeysKeys.ofUser(userId), queryFn: () => apiKeysApi.ofUser(userId) });
  const [revoking, setRevoking] = useState<number>();
  const revoke = async (k: ApiKeyDto) => {
    setRevoking(k.id);
    try {
      await apiKeysApi.revoke(k.id);
      notification.success({ title: API_KEY_MESSAGES.revoked, description: k.name, placement: 'topRight' });
      await queryClient.invalidateQueries({ queryKey: apiKeysKeys.all });
      onRevoked?.();
    } catch (e) {
      notification.error({ title: (e as Error).message, placement: 'topRight' });
    } finally {
      setRevoking(undefined);
    }
  };
  return (
    <Card title="API KEYS" data-testid="user-api-keys">
      <ApiKeysTable
        keys={keys.data?.data ?? []}
        loading={keys.isLoading}
        revoking={revoking}
        onRevoke={(k) => void revoke(k)}
      />
    </Card>
  );
}
