const { createWebpackConfig } = require('@er/mf-config');

// The host exposes nothing; remotes are registered at run time from /mf-remotes.json.
module.exports = createWebpackConfig({ appDir: __dirname, name: 'mfe_host', isHost: true });
