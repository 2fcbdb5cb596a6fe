import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../../src/database/password-hash';
import { AdminUserEntity } from '../../src/modules/admin-users/entities/admin-user.entity';
import { AuthState, MemberEntity } from '../../src/modules/members/entities/member.entity';

// Low scrypt cost: test speed only, the format is the same.
const TEST_COST = 1024;
const unique = () => randomBytes(4).toString('hex');

export async function makeAdmin(ds: DataSource, over: { email?: string; password?: string; name?: string } = {}) {
  const password = over.password ?? 'admin-pass-1234';
  const admin = await ds.getRepository(AdminUserEntity).save({
    email: over.email ?? `admin-${unique()}@example.com`,
    name: over.name ?? '管理 太郎',
    passwordHash: await hashPassword(password, TEST_COST),
  });
  return { admin, password };
}

export async function makeMember(
  ds: DataSource,
  over: { email?: string; password?: string; authState?: AuthState; lastName?: string; firstName?: string } = {},
) {
  const password = over.password ?? 'member-pass-1234';
  const member = await ds.getRepository(MemberEntity).save({
    email: over.email ?? `member-${unique()}@example.com`,
    passwordHash: await hashPassword(password, TEST_COST),
    lastName: over.lastName ?? '山田',
    firstName: over.firstName ?? '太郎',
    authState: over.authState ?? AuthState.Authenticated,
  });
  return { member, password };
}
