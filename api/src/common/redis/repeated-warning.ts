import type { Logger } from '@nestjs/common';

/**
 * Connection trouble (Redis away) repeats the same error every reconnect: log a message once a minute,
 * not every time, under `label`.
 */
export class RepeatedWarning {
  private last = { message: '', at: 0 };

  constructor(
    private readonly logger: Logger,
    private readonly label: string,
    private readonly everyMs = 60_000,
  ) {}

  warn(error: Error, now = Date.now()): void {
    if (error.message === this.last.message && now - this.last.at < this.everyMs) return;
    this.last = { message: error.message, at: now };
    this.logger.warn(`${this.label}: ${error.message}`);
  }
}
