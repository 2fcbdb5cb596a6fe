// Server builds (./server.js) render HTML only: the page's CSS comes from the browser build's files.
'use strict';

module.exports = function ignoreCss() {
  return 'export {};';
};
