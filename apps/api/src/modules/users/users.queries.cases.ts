import type { SqlCases } from '../../db/sql-cases.js';
import type * as queries from './users.queries.js';
import * as q from './users.queries.js';

export const cases: SqlCases<typeof queries> = {
  loadUserDtos: (db) => q.loadUserDtos(db, [7, 8]),
  loadUserDto: (db) => q.loadUserDto(db, 7),
  findUserByEmail: (db) => q.findUserByEmail(db, 'Dana.Whitaker@example.com'),
  findUserById: (db) => q.findUserById(db, 7),
  listUserIds: {
    page: (db) => q.listUserIds(db, { page: 1, take: 10 }),
    'every filter': (db) =>
      q.listUserIds(db, {
        page: 2,
        take: 10,
        userSearchValue: 'whit',
        selectedRole: 'user',
        selectedStatus: 'Free Trial',
      }),
  },
  roleIdByName: (db) => q.roleIdByName(db, 'admin'),
  listRoles: (db) => q.listRoles(db),
  userEventsOf: (db) => q.userEventsOf(db, 7),
};
