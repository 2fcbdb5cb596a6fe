import { Injectable } from '@nestjs/common';
import { foldEmail, foldTel } from '@er/site-meta/text-fold';
import type { EntityManager } from 'typeorm';
import { hashOneTimeToken, type OneTimeToken } from '../../common/security/one-time-token';
import { AuthState, type MemberEntity, type Sex, type EducationLevel } from './entities/member.entity';
import type { SocialAccountType } from './entities/social-account.entity';
import { MembersRepository, type MemberLinkKind } from './members.repository';

export type { MemberLinkKind } from './members.repository';

/** What signing in needs to know about a member; the entity stays inside this module. */
export interface MemberAccount {
  id: number;
  email: string;
  lastName: string;
  firstName: string;
  passwordHash: string;
  /** Tokens carry the version they were issued with; bumping it ends every session. */
  tokenVersion: number;
  /** The registration mail link was followed (a provisional member cannot sign in yet). */
  authenticated: boolean;
}

/** SPEC §3 member info as the account flows write it (sign-up, the landing-page short form, profile edit). */
export interface MemberProfileFields {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  sex?: Sex | null;
  birthDate: string | null;
  educationLevel?: EducationLevel | null;
  nationality?: string | null;
  prefectureId: number | null;
  station?: string | null;
  tel: string | null;
  magazineFlag: boolean;
  /** Comma-joined contract type ids (SPEC §3). */
  contractTypes: string;
}

/** No password verifies against it (not a hash format): the short sign-up's member sets one through a link. */
const TEMPORARY_PASSWORD_HASH = '!temporary';

export interface MemberSkill {
  tagId: number;
  experienceYears: number | null;
}

export interface MemberProfileUpdate extends MemberProfileFields {
  desiredRate: number | null;
  desiredRemoteLevel: number | null;
  /** Comma-joined area ids. */
  desiredAreaIds: string;
}

export interface MemberProfile extends MemberProfileUpdate {
  id: number;
  email: string;
  sex: Sex | null;
  educationLevel: EducationLevel | null;
  nationality: string | null;
  station: string | null;
  skills: MemberSkill[];
  /** An e-mail change waiting for its link. */
  pendingEmail: string | null;
  createdAt: Date;
}

export interface MemberConversion {
  gclid: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  landingPath: string | null;
  arrivedAt: Date | null;
}

/** A member as another module's staff screen names it (external users: the candidate of a merge). */
export interface MemberSummary {
  id: number;
  /** 姓 名, '' when not given. */
  name: string;
  email: string;
  tel: string | null;
  registeredAt: Date;
}

/** Member accounts: the members table is read and written here only (other modules call this service). */
@Injectable()
export class MembersService {
  constructor(private readonly repository: MembersRepository) {}

  async findAccountByEmail(email: string, manager?: EntityManager): Promise<MemberAccount | null> {
    return toAccount(await this.repository.findByEmail(email, manager));
  }

  async findAccountById(id: number): Promise<MemberAccount | null> {
    return toAccount(await this.repository.findById(id));
  }

  recordLogin(id: number): Promise<void> {
    return this.repository.touchLogin(id);
  }

  /** Ends every session of the member (logout, password or e-mail change, withdrawal). */
  endSessions(id: number, manager?: EntityManager): Promise<void> {
    return this.repository.bumpTokenVersion(id, manager);
  }

  /** Stores a new hash of the same password (a login found the old one in an older format). */
  replacePasswordHash(id: number, passwordHash: string): Promise<void> {
    return this.repository.update(id, { passwordHash });
  }

  /** A provisional member (authState 0) holding a registration link; returns the new id. */
  createProvisional(email: string, passwordHash: string, profile: Partial<MemberProfileFields>, link: OneTimeToken, manager: EntityManager): Promise<number> {
    return this.repository.insert(
      { email, passwordHash, ...profile, authState: AuthState.Provisional, authToken: link.hash, authTokenExpiresAt: link.expiresAt },
      manager,
    );
  }

  /**
   * Someone signs up again with the address of a member who never followed the link: the latest sign-up's
   * data and password replace the earlier ones, and only the new link works (the address owner decides by
   * following it).
   */
  async refreshProvisional(id: number, passwordHash: string, profile: Partial<MemberProfileFields>, link: OneTimeToken, manager: EntityManager): Promise<void> {
    await this.repository.update(id, { passwordHash, ...profile, authToken: link.hash, authTokenExpiresAt: link.expiresAt }, manager);
  }

  /** The landing pages' short sign-up (temporary/register): provisional, no usable password until the link's page sets one. */
  createTemporary(email: string, profile: Partial<MemberProfileFields>, link: OneTimeToken, manager: EntityManager): Promise<number> {
    return this.repository.insert(
      { email, passwordHash: TEMPORARY_PASSWORD_HASH, ...profile, authState: AuthState.Provisional, passwordResetToken: link.hash, passwordResetExpiresAt: link.expiresAt },
      manager,
    );
  }

  /** Signed up through the short form and has not chosen a password yet. */
  async isTemporary(id: number): Promise<boolean> {
    return (await this.repository.findById(id))?.passwordHash === TEMPORARY_PASSWORD_HASH;
  }

  /** Gives the member a new link of this kind; any earlier one stops working. */
  async issueLink(kind: MemberLinkKind, id: number, link: OneTimeToken, manager?: EntityManager): Promise<void> {
    const fields: Partial<MemberEntity> =
      kind === 'auth'
        ? { authToken: link.hash, authTokenExpiresAt: link.expiresAt }
        : kind === 'passwordReset'
          ? { passwordResetToken: link.hash, passwordResetExpiresAt: link.expiresAt }
          : { emailChangeToken: link.hash, emailChangeExpiresAt: link.expiresAt };
    await this.repository.update(id, fields, manager);
  }

  /** The member (not withdrawn), locked until `manager`'s transaction ends: two withdrawals of one member wait, and the second finds none. */
  async lockAccount(id: number, manager: EntityManager): Promise<MemberAccount | null> {
    return toAccount(await this.repository.lockById(manager, id));
  }

  /** When the member's current link of this kind stops working (null: none was issued, or it was used). */
  async linkExpiresAt(kind: MemberLinkKind, id: number, manager?: EntityManager): Promise<Date | null> {
    const member = await this.repository.findById(id, manager);
    if (!member) return null;
    return kind === 'auth' ? member.authTokenExpiresAt : kind === 'passwordReset' ? member.passwordResetExpiresAt : member.emailChangeExpiresAt;
  }

  /** True while `token` is the member's live link of this kind (a mail job checks before sending it). */
  async holdsLink(kind: MemberLinkKind, id: number, token: string, now = new Date()): Promise<boolean> {
    const member = await this.repository.findByLink(kind, hashOneTimeToken(token), now);
    return member?.id === id;
  }

  /** The member whose live link of this kind `token` is, or null (unknown, used or expired). */
  async findByLink(kind: MemberLinkKind, token: string, now = new Date()): Promise<MemberAccount | null> {
    return toAccount(await this.repository.findByLink(kind, hashOneTimeToken(token), now));
  }

  /** Registration link followed: the member becomes authenticated. False when the link was used meanwhile. */
  verifyWithLink(id: number, token: string, manager?: EntityManager): Promise<boolean> {
    return this.repository.consumeLink('auth', id, hashOneTimeToken(token), { authState: AuthState.Authenticated }, manager);
  }

  /**
   * Password-reset link followed: the new hash is stored and the link used up (sessions are ended by the
   * caller). The link proves the address too, so a member of the landing pages' short sign-up (provisional,
   * no password yet) becomes authenticated by choosing their password this way.
   */
  resetPasswordWithLink(id: number, token: string, passwordHash: string, manager?: EntityManager): Promise<boolean> {
    return this.repository.consumeLink('passwordReset', id, hashOneTimeToken(token), { passwordHash, authState: AuthState.Authenticated }, manager);
  }

  /** The member's own profile (get-user-info), or null. */
  async findProfile(id: number): Promise<MemberProfile | null> {
    const member = await this.repository.findById(id);
    if (!member) return null;
    const skills = await this.repository.skillsOf(id);
    return {
      id: member.id,
      email: member.email,
      lastName: member.lastName,
      firstName: member.firstName,
      lastNameKana: member.lastNameKana,
      firstNameKana: member.firstNameKana,
      sex: member.sex,
      birthDate: member.birthDate,
      educationLevel: member.educationLevel,
      nationality: member.nationality,
      prefectureId: member.prefectureId,
      station: member.station,
      tel: member.tel,
      magazineFlag: member.magazineFlag,
      contractTypes: member.contractTypes,
      desiredRate: member.desiredRate,
      desiredRemoteLevel: member.desiredRemoteLevel,
      desiredAreaIds: member.desiredAreaIds,
      skills: skills.map((k) => ({ tagId: k.tagId, experienceYears: k.experienceYears })),
      // Only while its link still works: an expired change is no longer pending.
      pendingEmail: member.emailChangeExpiresAt && member.emailChangeExpiresAt > new Date() ? member.pendingEmail : null,
      createdAt: member.createdAt,
    };
  }

  /** update-user-info: the profile fields and the skills together, or neither. */
  async updateProfile(id: number, fields: MemberProfileUpdate, skills: MemberSkill[], manager: EntityManager): Promise<void> {
    // A staff edit form read before this save is stale now (member/edit's version check).
    await this.repository.update(id, { ...fields, version: () => 'version + 1' }, manager);
    await this.repository.replaceSkills(id, skills, manager);
  }

  /** Another member (live or withdrawn-but-not-anonymised) holds this address. */
  /** Ids of the members whose name, kana or e-mail holds this keyword word (a staff list of another module filters by them). */
  idsMatchingKeywordWord(word: string): Promise<number[]> {
    return this.repository.idsMatchingWord(word);
  }

  emailTaken(email: string, exceptId: number, manager?: EntityManager): Promise<boolean> {
    return this.repository.emailTaken(email, exceptId, manager);
  }

  /** send-mail-for-change-mail: the new address waits for its link (24 h); an earlier request stops working. */
  async startEmailChange(id: number, newEmail: string, link: OneTimeToken, manager: EntityManager): Promise<void> {
    await this.repository.update(id, { pendingEmail: newEmail, emailChangeToken: link.hash, emailChangeExpiresAt: link.expiresAt }, manager);
  }

  /**
   * send-mail-for-change-mail-auth: the pending address becomes the login id (the link used up). Returns the
   * old and new address, or null when the link was used meanwhile. Sessions are ended by the caller.
   */
  async completeEmailChange(id: number, token: string, manager: EntityManager): Promise<{ oldEmail: string; newEmail: string } | null> {
    const member = await this.repository.findById(id, manager);
    if (!member?.pendingEmail) return null;
    const used = await this.repository.consumeLink('emailChange', id, hashOneTimeToken(token), { email: member.pendingEmail, pendingEmail: null }, manager);
    return used ? { oldEmail: member.email, newEmail: member.pendingEmail } : null;
  }

  /** The pending address of a member's live e-mail change link (the mail job's recipient). */
  async pendingEmailOf(id: number): Promise<string | null> {
    return (await this.findProfile(id))?.pendingEmail ?? null;
  }

  /** Withdrawal (delete-user): personal data anonymised, soft-deleted; sessions are ended by the caller. */
  withdraw(id: number, manager: EntityManager): Promise<void> {
    return this.repository.anonymise(id, `withdrawn-${id}-${Date.now().toString(36)}@withdrawn.invalid`, manager);
  }

  /** The member who linked this provider account (SPEC §3 social account type), or null. */
  async findBySocialAccount(type: SocialAccountType, providerUserId: string): Promise<MemberAccount | null> {
    const link = await this.repository.findSocial(type, providerUserId);
    return link ? this.findAccountById(link.memberId) : null;
  }

  async socialAccountsOf(memberId: number): Promise<{ type: SocialAccountType; providerUserId: string; linkedAt: Date }[]> {
    return (await this.repository.socialAccountsOf(memberId)).map((a) => ({ type: a.type, providerUserId: a.providerUserId, linkedAt: a.createdAt }));
  }

  linkSocialAccount(memberId: number, type: SocialAccountType, providerUserId: string, manager?: EntityManager): Promise<void> {
    return this.repository.insertSocial(memberId, type, providerUserId, manager);
  }

  /** True when a link of that type was removed. */
  async unlinkSocialAccount(memberId: number, type: SocialAccountType, manager?: EntityManager): Promise<boolean> {
    return (await this.repository.deleteSocial(memberId, type, manager)) > 0;
  }

  /** The member can log in with a password (not a short-form member without one, not withdrawn). */
  async hasPassword(id: number): Promise<boolean> {
    const hash = (await this.repository.findById(id))?.passwordHash ?? '';
    return hash.startsWith('$argon2') || hash.startsWith('scrypt$');
  }

  /**
   * Members (not withdrawn) with this address or phone number, oldest first. `email` is compared folded (SPEC §5:
   * full-width to half-width, lower case — as every member's address is stored); `tel` by its digits only, so
   * 09012345678, 090-1234-5678 and ０９０－１２３４－５６７８ are one number.
   */
  async findByContact(contact: { email?: string | null; tel?: string | null }, limit = 5): Promise<(MemberSummary & { matchedBy: ('email' | 'tel')[] })[]> {
    const email = contact.email ? foldEmail(contact.email) : '';
    const telDigits = contact.tel ? telDigitsOf(contact.tel) : '';
    const found = await this.repository.findByContact({ email: email || undefined, telDigits: telDigits || undefined }, limit);
    return found.map((member) => ({
      ...toSummary(member),
      matchedBy: [
        ...(email && member.email === email ? (['email'] as const) : []),
        ...(telDigits && member.tel && telDigitsOf(member.tel) === telDigits ? (['tel'] as const) : []),
      ],
    }));
  }

  /** The members of these ids (withdrawn ones left out), by id. */
  async summariesOf(ids: number[]): Promise<Map<number, MemberSummary>> {
    const members = await this.repository.findByIds([...new Set(ids)]);
    return new Map(members.map((member) => [member.id, toSummary(member)]));
  }

  /** The member (not withdrawn), its row locked until `manager`'s transaction ends; null when there is none. */
  async lockSummary(manager: EntityManager, id: number): Promise<MemberSummary | null> {
    const member = await this.repository.lockById(manager, id);
    return member ? toSummary(member) : null;
  }

  /**
   * Fills contact fields the member has left empty (a merge with a partner's record), never overwriting one the
   * member gave; answers what it wrote. Call it with the row locked (lockSummary) in the same transaction.
   */
  async fillEmptyContact(manager: EntityManager, id: number, contact: { tel?: string | null }): Promise<{ tel?: string }> {
    const member = await this.repository.lockById(manager, id);
    if (!member) return {};
    const filled: { tel?: string } = {};
    if (!member.tel && contact.tel) filled.tel = contact.tel;
    if (Object.keys(filled).length) await this.repository.update(id, filled, manager);
    return filled;
  }

  /** store-offline-cvdata. */
  recordConversion(memberId: number, conversion: MemberConversion, manager?: EntityManager): Promise<void> {
    return this.repository.insertConversion({ memberId, ...conversion }, manager);
  }

  async conversionsOf(memberId: number): Promise<MemberConversion[]> {
    return (await this.repository.conversionsOf(memberId)).map(({ gclid, utmSource, utmMedium, utmCampaign, utmTerm, utmContent, landingPath, arrivedAt }) => ({
      gclid,
      utmSource,
      utmMedium,
      utmCampaign,
      utmTerm,
      utmContent,
      landingPath,
      arrivedAt,
    }));
  }
}

/** A phone number's digits (full-width ones folded): the one form two numbers are compared in. */
export function telDigitsOf(tel: string): string {
  return foldTel(tel).replace(/\D/g, '');
}

function toSummary(member: MemberEntity): MemberSummary {
  return {
    id: member.id,
    name: [member.lastName, member.firstName].filter(Boolean).join(' '),
    email: member.email,
    tel: member.tel,
    registeredAt: member.createdAt,
  };
}

function toAccount(member: MemberEntity | null): MemberAccount | null {
  if (!member) return null;
  return {
    id: member.id,
    email: member.email,
    lastName: member.lastName,
    firstName: member.firstName,
    passwordHash: member.passwordHash,
    tokenVersion: member.tokenVersion,
    authenticated: member.authState === AuthState.Authenticated,
  };
}

// The member enumerations other modules need (their DTOs, labels), without reaching into entities/.
export { EducationLevel, EDUCATION_LEVEL_LABELS, Sex, SEX_LABELS } from './entities/member.entity';
export { SocialAccountType, SOCIAL_ACCOUNT_TYPE_LABELS } from './entities/social-account.entity';
