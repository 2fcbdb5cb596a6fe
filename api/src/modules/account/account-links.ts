import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { createOneTimeToken, type OneTimeToken } from '../../common/security/one-time-token';
import { SealedBox } from '../../common/security/sealed-box';

/** How long each kind of member link works (issue 12). */
export const LINK_TTL_MS = {
  registration: 24 * 60 * 60 * 1000,
  temporary: 24 * 60 * 60 * 1000,
  passwordReset: 60 * 60 * 1000,
  emailChange: 24 * 60 * 60 * 1000,
} as const;

/** The page each link opens (SPEC §2 routes); the token goes in the query. */
export const LINK_PAGES = {
  registration: '/user/regist/comp',
  passwordReset: '/user/password/reset/update',
  emailChange: '/user/edit/email/auth',
  /** The landing pages' short sign-up: choosing a password (the reset page, welcome wording) completes it. */
  temporary: '/user/password/reset/update',
} as const;

/**
 * Single-use mail links of the account flows. The database keeps only the SHA-256 of a link's token
 * (one-time-token.ts); the mail job must still carry the token to put it in the mail, so it travels sealed
 * (AES-256-GCM, sealed-box.ts): neither the outbox table nor Redis holds a working link.
 */
@Injectable()
export class AccountLinks {
  private readonly box: SealedBox;
  private readonly addressBox: SealedBox;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    this.box = new SealedBox(config.jwtSecret, 'mail-link');
    this.addressBox = new SealedBox(config.jwtSecret, 'mail-address');
  }

  /** An address a mail job must carry because no row holds it any more (withdrawal, the old address). */
  sealAddress(email: string): string {
    return this.addressBox.seal(email);
  }

  openAddress(sealed: string): string | null {
    return this.addressBox.open(sealed);
  }

  create(kind: keyof typeof LINK_TTL_MS, now = new Date()): OneTimeToken {
    return createOneTimeToken(LINK_TTL_MS[kind], now);
  }

  /** For a mail job's payload. */
  seal(token: string): string {
    return this.box.seal(token);
  }

  /** In the mail handler: the token again, or null for a payload that was not sealed by us. */
  open(sealed: string): string | null {
    return this.box.open(sealed);
  }

  url(page: keyof typeof LINK_PAGES, token: string): string {
    const welcome = page === 'temporary' ? '&welcome=1' : '';
    return `${this.config.appUrl}${LINK_PAGES[page]}?token=${encodeURIComponent(token)}${welcome}`;
  }

  get appUrl(): string {
    return this.config.appUrl;
  }
}
