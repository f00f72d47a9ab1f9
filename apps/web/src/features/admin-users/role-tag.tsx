import { Tag } from 'antd';

/** Role tag colours: admin teal-grey (dark enough to read at 4.5:1 on its tint), user green, any other blue. */
export const ROLE_COLORS: Record<string, string> = { admin: '#3d6b6b', user: 'green' };

export const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

export function RoleTag({ role }: { role: string }) {
  return <Tag color={ROLE_COLORS[role] ?? 'blue'}>{capitalize(role)}</Tag>;
}
