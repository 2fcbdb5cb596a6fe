const { createWebpackConfig } = require('@er/mf-config');

// The host exposes nothing; remotes are registered at run time from /mf-remotes.json (the API builds it
// from packages/contracts/remotes.js).
module.exports = createWebpackConfig({ appDir: __dirname });
