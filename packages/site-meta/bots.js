'use strict';
/**
 * SPEC §2: crawlers get the bare error status with a minimal body instead of the SPA error page.
 * Search and social crawlers by their documented user-agent tokens; generic HTTP clients (curl, wget)
 * are NOT bots here — they get the page like a browser. Read by the web server (error pages, the visitor cookie)
 * and the API (view counts).
 */
const BOT_USER_AGENT =
  /(googlebot|google-inspectiontool|adsbot-google|mediapartners-google|bingbot|bingpreview|msnbot|slurp|duckduckbot|baiduspider|yandex(bot|images)?|sogou|exabot|facebookexternalhit|facebot|twitterbot|linkedinbot|applebot|petalbot|ahrefsbot|semrushbot|mj12bot|dotbot|crawler|spider)/i;

function isBotUserAgent(userAgent) {
  return !!userAgent && BOT_USER_AGENT.test(userAgent);
}

/**
 * What a view count leaves out (listing and column views): the crawlers above, and by their own words any other
 * robot, crawler, spider or headless browser (「…bot/1.0」, HeadlessChrome). Wider than BOT_USER_AGENT on purpose:
 * a visitor wrongly left out of a count loses nothing, while the error pages must not take a browser for a bot.
 */
const NOT_A_VIEWER = /bot|crawler|spider|headless/i;

function isNotAViewer(userAgent) {
  return isBotUserAgent(userAgent) || (!!userAgent && NOT_A_VIEWER.test(userAgent));
}

module.exports = { BOT_USER_AGENT, isBotUserAgent, isNotAViewer };
