import { randomBytes } from 'node:crypto';
import { hashOneTimeToken } from '../../common/security/one-time-token';
import { DataSource, MoreThan } from 'typeorm';
import { hashPassword } from '../../database/password-hash';
import { AdminRole, AdminUserEntity } from './entities/admin-user.entity';

/** How long a password-setup link printed by `npm run staff:create` stays usable. */
export const PASSWORD_SETUP_TTL_MS = 24 * 60 * 60 * 1000;
/** A stored hash no password can match: an account created by the CLI cannot log in until its link is used. */
export const NO_PASSWORD = '!unset';
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;

const sha256 = hashOneTimeToken;

export class StaffAccountExistsError extends Error {
  constructor(email: string) {
    super(`A staff account with ${email} already exists (use --reissue to print a new password link)`);
  }
}

/**
 * Staff accounts outside the request cycle: the first owner of a production deployment is created here
 * (issue 9: no staff account with a known password ever ships). Only the SHA-256 of the one-time token is
 * stored; the token itself is printed once, inside the link.
 */
export class StaffAccounts {
  constructor(private readonly dataSource: DataSource) {}

  private get repo() {
    return this.dataSource.getRepository(AdminUserEntity);
  }

  /** Creates an owner without a password; `reissue` gives an existing account a new link instead. */
  async createWithSetupLink(input: { email: string; name: string; reissue?: boolean }, now = new Date()): Promise<{ admin: AdminUserEntity; token: string }> {
    const email = input.email.trim().toLowerCase();
    const token = randomBytes(32).toString('base64url');
    const setup = { passwordSetupTokenHash: sha256(token), passwordSetupExpiresAt: new Date(now.getTime() + PASSWORD_SETUP_TTL_MS) };
    const existing = await this.repo.findOne({ where: { email } });
    if (existing) {
      if (!input.reissue) throw new StaffAccountExistsError(email);
      await this.repo.update({ id: existing.id }, setup);
      return { admin: { ...existing, ...setup }, token };
    }
    const admin = await this.repo.save(this.repo.create({ email, name: input.name.trim(), role: AdminRole.Owner, passwordHash: NO_PASSWORD, ...setup }));
    return { admin, token };
  }

  /**
   * Sets the password of the account the token belongs to, if the token is current; the token is used up
   * and every older session of the account ends. Returns the account's email, or null for a bad token.
   */
  /** The staff member a password-setup link (unused, unexpired) is for, or null; the link stays unused. */
  async findBySetupToken(token: string, now = new Date()): Promise<AdminUserEntity | null> {
    if (!/^[\w-]{20,100}$/.test(token)) return null;
    return this.repo.findOne({ where: { passwordSetupTokenHash: sha256(token), passwordSetupExpiresAt: MoreThan(now) } });
  }

  async setPasswordWithToken(token: string, password: string, now = new Date()): Promise<string | null> {
    const admin = await this.findBySetupToken(token, now);
    if (!admin) return null;
    const passwordHash = await hashPassword(password);
    // Conditional on the same token hash: two concurrent uses of one link cannot both succeed.
    const result = await this.repo
      .createQueryBuilder()
      .update(AdminUserEntity)
      .set({ passwordHash, passwordSetupTokenHash: null, passwordSetupExpiresAt: null, tokenVersion: () => 'token_version + 1', version: () => 'version' })
      .where('id = :id AND password_setup_token_hash = :hash', { id: admin.id, hash: sha256(token) })
      .execute();
    return result.affected === 1 ? admin.email : null;
  }
}

export function passwordSetupLink(appUrl: string, token: string): string {
  return `${appUrl}/admin/password-setup?token=${encodeURIComponent(token)}`;
}
