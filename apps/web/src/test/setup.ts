import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Test files share their worker's modules (vitest.config.ts), so Mantine's toast and modal stores,
// which live in modules, are emptied after each test like the DOM.
afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
  modals.closeAll();
  window.localStorage.clear();
});

// happy-dom has no document.fonts; Mantine's autosizing Textarea listens to it for font loads.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
