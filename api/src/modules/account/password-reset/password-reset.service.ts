import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MEMBER_PASSWORD_MIN, passwordProblem } from '../../../common/security/password-policy';
import { AttemptThrottle } from '../../../common/throttle/attempt-throttle';
import { hashPassword } from '../../../database/password-hash';
import { runTransaction } from '../../../database/transaction';
import { MailHandlerRegistry } from '../../mail/mail-handler.registry';
import { MailService } from '../../mail/mail.service';
import { MembersService } from '../../members/members.service';
import { AccountLinks } from '../account-links';
import { AccountFieldsInvalidError, PasswordResetLinkInvalidError } from '../account.errors';
import { renderPasswordChangedMail, renderPasswordResetMail } from '../account.mail';
import { RegistrationService } from '../registration/registration.service';

/**
 * Password reset (issue 12): the same answer whether or not the address belongs to a member; a single-use
 * link valid for 1 hour; the new password follows the policy; every session of the member ends.
 */
@Injectable()
export class PasswordResetService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MembersService,
    private readonly registration: RegistrationService,
    private readonly mail: MailService,
    private readonly registry: MailHandlerRegistry,
    private readonly links: AccountLinks,
    private readonly throttle: AttemptThrottle,
  ) {}

  onModuleInit(): void {
    this.registry.register('mail.member-password-reset', async ({ memberId, link }) => {
      const token = this.links.open(link);
      const member = await this.members.findAccountById(memberId);
      if (!token || !member || !(await this.members.holdsLink('passwordReset', memberId, token))) return null;
      return renderPasswordResetMail(member, this.links.url('passwordReset', token), this.links.appUrl);
    });
    this.registry.register('mail.member-password-changed', async ({ memberId }) => {
      const member = await this.members.findAccountById(memberId);
      return member && renderPasswordChangedMail(member, this.links.appUrl);
    });
  }

  async requestReset(email: string, ip: string): Promise<void> {
    const member = await this.members.findAccountByEmail(email);
    // A member who never verified the address gets the verification mail again instead (counted the same).
    if (member && !member.authenticated) return this.registration.resendVerification(email, ip);
    await this.throttle.hit('password-reset-mail', email, ip);
    if (!member) return;
    await runTransaction(this.dataSource, async (manager) => {
      const link = this.links.create('passwordReset');
      await this.members.issueLink('passwordReset', member.id, link, manager);
      await this.mail.enqueue('mail.member-password-reset', { memberId: member.id, link: this.links.seal(link.token) }, manager);
    });
  }

  /**
   * Whether the link's token still sets a password (unused, within its hour), without using it: the page asks when
   * it opens, so a used or mistyped link says so before anyone types a new password twice. Counted as a guess.
   */
  async checkResetLink(token: string, ip: string): Promise<void> {
    const attempt = await this.throttle.reserve('member-link', ip, ip);
    if (!(await this.members.findByLink('passwordReset', token))) throw new PasswordResetLinkInvalidError();
    await attempt.succeeded();
  }

  async resetPassword(token: string, password: string, confirmation: string, ip: string): Promise<void> {
    const attempt = await this.throttle.reserve('member-link', ip, ip);
    const member = await this.members.findByLink('passwordReset', token);
    if (!member) throw new PasswordResetLinkInvalidError();
    await attempt.succeeded();
    const errors: Record<string, string[]> = {};
    const problem = passwordProblem(password, MEMBER_PASSWORD_MIN, member.email);
    if (problem) errors.password = [problem];
    if (password !== confirmation) errors.password_confirmation = ['パスワードが一致しません'];
    if (Object.keys(errors).length) throw new AccountFieldsInvalidError(errors);
    const passwordHash = await hashPassword(password);
    await runTransaction(this.dataSource, async (manager) => {
      if (!(await this.members.resetPasswordWithLink(member.id, token, passwordHash, manager))) throw new PasswordResetLinkInvalidError();
      await this.members.endSessions(member.id, manager);
      // A short-form member choosing their first password completes sign-up: no "password changed" notice.
      if (member.authenticated) await this.mail.enqueue('mail.member-password-changed', { memberId: member.id }, manager);
    });
  }
}
