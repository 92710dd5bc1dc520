import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// happy-dom has no document.fonts; Mantine's autosizing Textarea listens to it for font loads.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
