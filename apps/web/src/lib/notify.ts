import { notifications } from '@mantine/notifications';

/**
 * Spec 000 §9: success toasts last 2 s, error toasts 4 s, at most 20 at once, top-right: below the
 * header bar, so they never cover its menu or Logout. On a phone they rise from the bottom instead,
 * clear of the header menu's dropdown and of the page's title and buttons.
 */
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;
export const TOAST_LIMIT = 20;
export const TOAST_POSITION = 'top-right' as const;
export const TOAST_PHONE_POSITION = 'bottom-center' as const;
/** Narrower than Mantine's `sm` breakpoint (48em). */
export const PHONE_MEDIA_QUERY = '(max-width: 47.99em)';

/** A toast's close button says what it does (it is an icon only). */
const closeButtonProps = { 'aria-label': 'Close' };

/** The one way screens raise a toast. */
export const notify = {
  success(message: string, options: { id?: string; title?: string } = {}): void {
    notifications.show({
      ...options,
      message,
      color: 'green',
      autoClose: TOAST_SUCCESS_MS,
      closeButtonProps,
    });
  },
  error(message: string, options: { id?: string; title?: string } = {}): void {
    notifications.show({ ...options, message, color: 'red', autoClose: TOAST_ERROR_MS, closeButtonProps });
  },
};
