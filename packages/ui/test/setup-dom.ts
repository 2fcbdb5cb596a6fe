import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no layout, so no scrollIntoView: a no-op that tests can spy on (jest.spyOn).
// (Some suites of this project run in node, where there is no Element at all.)
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};
