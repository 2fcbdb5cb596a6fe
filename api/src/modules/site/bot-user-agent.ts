/**
 * SPEC §2: crawlers get the bare error status with a minimal body instead of the SPA error page.
 * Search and social crawlers by their documented user-agent tokens; generic HTTP clients (curl, wget)
 * are NOT bots here — they get the page like a browser.
 */
export const BOT_USER_AGENT =
  /(googlebot|google-inspectiontool|adsbot-google|mediapartners-google|bingbot|bingpreview|msnbot|slurp|duckduckbot|baiduspider|yandex(bot|images)?|sogou|exabot|facebookexternalhit|facebot|twitterbot|linkedinbot|applebot|petalbot|ahrefsbot|semrushbot|mj12bot|dotbot|crawler|spider)/i;

export function isBotUserAgent(userAgent: string | undefined): boolean {
  return !!userAgent && BOT_USER_AGENT.test(userAgent);
}
