import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AttemptThrottle } from '../../../common/throttle/attempt-throttle';
import { isDuplicateKeyError, runTransaction } from '../../../database/transaction';
import type { MemberPrincipal } from '../../auth/auth.constants';
import { AuthService } from '../../auth/auth.service';
import { MailHandlerRegistry } from '../../mail/mail-handler.registry';
import { MailService } from '../../mail/mail.service';
import { MembersService, SOCIAL_ACCOUNT_TYPE_LABELS, SocialAccountType } from '../../members/members.service';
import { AccountLinks } from '../account-links';
import { renderSocialLinkedMail, renderSocialUnlinkedMail } from '../account.mail';
import { AccountErrorCode, AccountFieldsInvalidError, SocialAccountError } from '../account.errors';
import { FirebaseIdTokenVerifier, FirebaseTokenInvalid, type FirebaseIdentity } from './firebase-id-token.verifier';
import type { SocialAccountListResponseDto, SocialSignUpPrefillDto } from './social.dto';

/** A social sign-in counts as "fresh" for withdrawal this long after it happened (issue 12). */
export const FRESH_SOCIAL_LOGIN_SECONDS = 5 * 60;

/**
 * Linking a social account without the password needs a login this recent: a linked account logs in as the
 * member, so a session left open on a shared computer (or a stolen cookie) must not be enough to add one.
 */
export const RECENT_LOGIN_SECONDS = 10 * 60;

/**
 * Social sign-in through Firebase Authentication (SPEC §1, §3): login with a linked provider account,
 * linking and unlinking on my page. Tokens are verified on the server (FirebaseIdTokenVerifier); failures
 * are throttled per IP like a login.
 */
@Injectable()
export class SocialService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MembersService,
    private readonly verifier: FirebaseIdTokenVerifier,
    private readonly throttle: AttemptThrottle,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    private readonly registry: MailHandlerRegistry,
    private readonly links: AccountLinks,
  ) {}

  onModuleInit(): void {
    const label = (type: number) => SOCIAL_ACCOUNT_TYPE_LABELS[type as SocialAccountType] ?? 'ソーシャルアカウント';
    this.registry.register('mail.member-social-linked', async ({ memberId, type }) => {
      const member = await this.members.findAccountById(memberId);
      return member ? renderSocialLinkedMail(member, label(type), this.links.appUrl) : null;
    });
    this.registry.register('mail.member-social-unlinked', async ({ memberId, type }) => {
      const member = await this.members.findAccountById(memberId);
      return member ? renderSocialUnlinkedMail(member, label(type), this.links.appUrl) : null;
    });
  }

  async identify(idToken: string, ip: string): Promise<FirebaseIdentity> {
    if (!this.verifier.enabled) throw new SocialAccountError(AccountErrorCode.SOCIAL_LOGIN_UNAVAILABLE);
    const attempt = await this.throttle.reserve('social-login', ip, ip);
    let identity: FirebaseIdentity;
    try {
      identity = await this.verifier.verify(idToken);
    } catch (error) {
      if (error instanceof FirebaseTokenInvalid) throw new SocialAccountError(AccountErrorCode.SOCIAL_TOKEN_INVALID);
      // The keys could not be fetched, or the like: no token was judged, so nothing was guessed.
      await attempt.refund();
      throw error;
    }
    await attempt.succeeded();
    return identity;
  }

  /** member-social-account-login: the linked member's id, or what to pre-fill a sign-up with. */
  async login(idToken: string, ip: string): Promise<{ memberId: number } | { prefill: SocialSignUpPrefillDto }> {
    const identity = await this.identify(idToken, ip);
    const member = await this.members.findBySocialAccount(identity.type, identity.providerUserId);
    if (member?.authenticated) return { memberId: member.id };
    const [lastName, ...rest] = (identity.name ?? '').trim().split(/\s+/);
    return { prefill: { email: identity.email, last_name: lastName ?? '', first_name: rest.join(' '), type: identity.type } };
  }

  async isUsed(idToken: string, ip: string): Promise<boolean> {
    const identity = await this.identify(idToken, ip);
    return !!(await this.members.findBySocialAccount(identity.type, identity.providerUserId));
  }

  async list(memberId: number): Promise<SocialAccountListResponseDto> {
    const linked = new Map((await this.members.socialAccountsOf(memberId)).map((a) => [a.type, a]));
    return {
      accounts: Object.values(SocialAccountType).map((type) => ({
        type,
        label: SOCIAL_ACCOUNT_TYPE_LABELS[type],
        linked: linked.has(type),
        linked_at: linked.get(type)?.linkedAt.toISOString() ?? null,
      })),
      has_password: await this.members.hasPassword(memberId),
      available: this.verifier.enabled,
    };
  }

  /**
   * setting-account-authenticate: links the provider account of the token to the logged-in member, whose login
   * must be recent (RECENT_LOGIN_SECONDS) or who types the password again; the member is mailed in the same
   * transaction as the link.
   */
  async link(member: MemberPrincipal, idToken: string, password: string | undefined, ip: string): Promise<void> {
    const memberId = member.id;
    await this.assertRecentLogin(member, password, ip);
    const identity = await this.identify(idToken, ip);
    const owner = await this.members.findBySocialAccount(identity.type, identity.providerUserId);
    if (owner?.id === memberId) return;
    if (owner) throw new SocialAccountError(AccountErrorCode.SOCIAL_ACCOUNT_IN_USE);
    if ((await this.members.socialAccountsOf(memberId)).some((a) => a.type === identity.type)) {
      throw new SocialAccountError(AccountErrorCode.SOCIAL_TYPE_ALREADY_LINKED);
    }
    try {
      await runTransaction(this.dataSource, async (manager) => {
        await this.members.linkSocialAccount(memberId, identity.type, identity.providerUserId, manager);
        await this.mail.enqueue('mail.member-social-linked', { memberId, type: identity.type }, manager);
      });
    } catch (error) {
      // Linked to someone else at the same moment (the unique index on type + provider id decides).
      if (isDuplicateKeyError(error)) throw new SocialAccountError(AccountErrorCode.SOCIAL_ACCOUNT_IN_USE);
      throw error;
    }
  }

  /** cancel-account-authenticate: refused when it is the member's last way to log in. */
  async unlink(memberId: number, type: SocialAccountType): Promise<void> {
    const accounts = await this.members.socialAccountsOf(memberId);
    if (!accounts.some((a) => a.type === type)) return;
    if (accounts.length === 1 && !(await this.members.hasPassword(memberId))) {
      throw new SocialAccountError(AccountErrorCode.SOCIAL_LAST_LOGIN_METHOD);
    }
    // Mailed only when this request removed the link (two at once: one mail).
    await runTransaction(this.dataSource, async (manager) => {
      if (await this.members.unlinkSocialAccount(memberId, type, manager)) await this.mail.enqueue('mail.member-social-unlinked', { memberId, type }, manager);
    });
  }

  /**
   * A login within RECENT_LOGIN_SECONDS passes; an older one needs the password (checked and throttled like a
   * login: a wrong one is a field error). Without either: RECENT_LOGIN_REQUIRED, which the page answers by asking
   * for the password (a member without one logs in again).
   */
  private async assertRecentLogin(member: MemberPrincipal, password: string | undefined, ip: string): Promise<void> {
    if (Date.now() / 1000 - member.authTime <= RECENT_LOGIN_SECONDS) return;
    if (password === undefined) throw new SocialAccountError(AccountErrorCode.RECENT_LOGIN_REQUIRED);
    if (!(await this.auth.confirmMemberPassword(member.id, password, ip))) {
      throw new AccountFieldsInvalidError({ password: ['パスワードが正しくありません'] });
    }
  }

  /** Withdrawal without a password: a social sign-in of the member's own linked account, minutes old. */
  async isFreshOwnLogin(memberId: number, idToken: string, ip: string): Promise<boolean> {
    const identity = await this.identify(idToken, ip);
    const owner = await this.members.findBySocialAccount(identity.type, identity.providerUserId);
    return owner?.id === memberId && Date.now() / 1000 - identity.authTime <= FRESH_SOCIAL_LOGIN_SECONDS;
  }
}
