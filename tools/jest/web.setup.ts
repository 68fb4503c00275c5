import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 expects the encoders that browsers have and jsdom lacks.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy… and waitFor wait for a condition, never for a time: on a busy CI machine a debounced search and its render
// can take longer than the 1 s default, and waiting longer for the same condition asserts nothing less.
configure({ asyncUtilTimeout: 5000 });
