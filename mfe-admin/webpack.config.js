const { createWebpackConfig } = require('@er/mf-config');

// Name, exposes and dev port: this remote's entry in packages/contracts/remotes.js.
module.exports = createWebpackConfig({ appDir: __dirname });
