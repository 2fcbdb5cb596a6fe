// jest environment for mfe-admin's page tests: jsdom plus Node's Request (and the AbortController and
// AbortSignal it checks its `signal` against). React Router's data routers, which the host uses and the
// edit pages' unsaved-changes guard needs (useBlocker), build a Request on every navigation; jsdom has no
// Request. A test file opts in with the docblock
//   /** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
'use strict';

const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomDataRouterEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Request', 'Headers', 'AbortController', 'AbortSignal']) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomDataRouterEnvironment;
