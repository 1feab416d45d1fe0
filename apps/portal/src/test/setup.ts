import '@testing-library/jest-dom';

// jsdom does not implement scrolling; pages call it on navigation.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
}
