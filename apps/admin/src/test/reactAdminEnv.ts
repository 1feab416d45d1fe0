// Lets react-admin load in the shared jsdom project. Import it first in a test file.

// jsdom has no TextEncoder/TextDecoder, and react-router 7 needs them when it loads.
// (Taken from Node through jest: the web tsconfig has no Node types, on purpose.)
if (typeof globalThis.TextEncoder === 'undefined') {
  const { TextEncoder, TextDecoder } = jest.requireActual<{
    TextEncoder: typeof globalThis.TextEncoder;
    TextDecoder: typeof globalThis.TextDecoder;
  }>('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// react-hotkeys-hook ships ES modules only and the jest project does not transpile
// node_modules; react-admin uses it for menu shortcuts only, which no test presses.
jest.mock('react-hotkeys-hook', () => ({ useHotkeys: () => ({ current: null }) }));
