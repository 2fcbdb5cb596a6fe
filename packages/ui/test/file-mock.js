// Stand-in for an image import (webpack asset module = its URL); see jest.config.js moduleNameMapper.
module.exports = 'test-file-stub';
