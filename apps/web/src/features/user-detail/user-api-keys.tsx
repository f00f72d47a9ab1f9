import { Card } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { apiKeysApi, apiKeysKeys } from '../../api/api-keys.js';
import { ApiKeysTable } from '../common/api-keys-table.js';

/** API KEYS of a user, for admins (docs/api.md, "API keys"): the keys with their last use, each revocable. */
export function UserApiKeys({ userId, onRevoked }: { userId: number; onRevoked?: () => void }) {
  const keys = useQuery({ queryKey: apiKeysKeys.ofUser(userId), queryFn: () => apiKeysApi.ofUser(userId) });
  return (
    <Card title="API KEYS" data-testid="user-api-keys">
      <ApiKeysTable keys={keys.data?.data ?? []} loading={keys.isLoading} onRevoked={onRevoked} />
    </Card>
  );
}
