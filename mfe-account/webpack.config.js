const { createWebpackConfig } = require('@er/mf-config');

module.exports = createWebpackConfig({
  appDir: __dirname,
  name: 'mfe_account',
  exposes: { './Routes': './src/Routes.tsx' },
});
