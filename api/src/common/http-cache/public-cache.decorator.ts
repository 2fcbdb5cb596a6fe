import { SetMetadata } from '@nestjs/common';

export const PUBLIC_CACHE = 'publicCache';

/**
 * Marks a GET handler whose response is the same for every visitor (no cookie, no login, no per-user
 * data), so that PublicResponseCache may replay it for a few seconds.
 */
export const PublicCache = (): MethodDecorator => SetMetadata(PUBLIC_CACHE, true);
