import type { UserDto } from '@utah-land/shared';
import { roleOf, statusOf, usersApi, type UsersFilter } from '../../api/users.js';
import { capitalize } from './role-tag.js';

async function allUsers(filter: Omit<UsersFilter, 'page' | 'take'>): Promise<UserDto[]> {
  const rows: UserDto[] = [];
  for (let page = 1; ; page++) {
    const answer = await usersApi.list({ ...filter, page, take: 100 });
    rows.push(...answer.data);
    if (page >= answer.pagination.totalPages || answer.data.length === 0) return rows;
  }
}

/** Downloads the users matching the filters as users_<timestamp>.xlsx (exceljs is loaded only here). */
export async function exportUsers(filter: Omit<UsersFilter, 'page' | 'take'>): Promise<number> {
  const [{ default: ExcelJS }, users] = await Promise.all([import('exceljs'), allUsers(filter)]);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.columns = [
    { header: 'Name', key: 'name', width: 28 },
    { header: 'Email', key: 'email', width: 34 },
    { header: 'Last Login', key: 'lastLogin', width: 22, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
    { header: 'Role', key: 'role', width: 12 },
    { header: 'Status', key: 'status', width: 24 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const u of users) {
    sheet.addRow({
      name: `${u.firstname} ${u.lastname}`.trim(),
      email: u.email,
      // A date cell (empty when the user never signed in), which a spreadsheet sorts and filters as a date.
      lastLogin: u.userLastLogin ? new Date(u.userLastLogin) : null,
      role: capitalize(roleOf(u)),
      status: statusOf(u),
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  const blob = new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `users_${Date.now()}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return users.length;
}
