const { createWebpackConfig } = require('@er/mf-config');

module.exports = createWebpackConfig({
  appDir: __dirname,
  name: 'mfe_items',
  exposes: {
    './Routes': './src/Routes.tsx',
    './NewItemsWidget': './src/NewItemsWidget.tsx',
    './FeaturedItemsWidget': './src/FeaturedItemsWidget.tsx',
    './RankingsWidget': './src/RankingsWidget.tsx',
    './PopularSearchesWidget': './src/PopularSearchesWidget.tsx',
  },
});
