import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no layout, so no scrollIntoView: a no-op that tests can spy on (jest.spyOn).
// (Some suites of this project run in node, where there is no Element at all.)
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};

// findBy*/waitFor wait up to 5 s instead of 1 s: CI runs the component tests beside the API e2e tests on two
// cores, where a page's first render after its mocked data arrives took longer than a second once (a survey
// page still said 回答を読み込んでいます… when its findByRole gave up). A passing test does not wait longer.
configure({ asyncUtilTimeout: 5000 });
