import { Tag } from 'antd';

/** Role tag colours: admin teal-grey, user green, any other role blue. */
export const ROLE_COLORS: Record<string, string> = { admin: '#5f8f8f', user: 'green' };

export const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

export function RoleTag({ role }: { role: string }) {
  return <Tag color={ROLE_COLORS[role] ?? 'blue'}>{capitalize(role)}</Tag>;
}
