import { SealedBox } from './sealed-box';

/**
 * The member id in a friend-referral link (/introduce?ref=…, issue 12): sealed with authenticated
 * encryption, so a link neither shows the id nor can be edited into another member's (a forged or
 * truncated ref opens to null). Links stay valid as long as JWT_SECRET does.
 */
export class ReferralIds {
  private readonly box: SealedBox;

  constructor(secret: string) {
    this.box = new SealedBox(secret, 'referral-id');
  }

  encode(memberId: number): string {
    return this.box.seal(`member:${memberId}`);
  }

  decode(ref: unknown): number | null {
    const match = /^member:(\d{1,10})$/.exec(this.box.open(ref) ?? '');
    return match ? Number(match[1]) : null;
  }
}
