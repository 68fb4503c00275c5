import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 expects the encoders that browsers have and jsdom lacks.
Object.assign(globalThis, { TextEncoder, TextDecoder });
