import '@testing-library/jest-dom/vitest';

// jsdom lays nothing out, so it cannot scroll: its window.scrollTo only prints "Not implemented".
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
