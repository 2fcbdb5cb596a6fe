import type { AppConfig } from '../../config/app-config';

/** Where staff notices go when STAFF_MAIL_TO is not set. */
export const DEFAULT_STAFF_MAIL_TO = 'staff@engineer-route.example';

/** The one address every staff notice (contact forms, entries) is sent to. */
export function staffRecipient(config: Pick<AppConfig, 'staffMailTo'>): string {
  return config.staffMailTo ?? DEFAULT_STAFF_MAIL_TO;
}
