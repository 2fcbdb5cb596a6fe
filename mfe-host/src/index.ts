// Module Federation needs an async boundary before shared modules are used (STACK-NOTES).
// Named: the production build preloads the chunk from index.html (packages/mf-config HostScriptPreloadPlugin).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
