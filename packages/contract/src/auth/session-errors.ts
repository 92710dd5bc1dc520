/**
 * The `detail` texts of the answers that end or refuse a session, so the web app can tell
 * an inactive account (403, go to /not-authorized) from an ended session (401, go to /login).
 */
export const SESSION_DETAILS = {
  notAuthenticated: 'Not authenticated',
  invalidToken: 'Invalid token',
  expiredToken: 'Token expired',
  sessionEnded: 'Session ended; please sign in again',
  inactive: 'This account is inactive.',
  forbidden: 'You do not have permission to do this.',
  invalidCredentials: 'Invalid credentials',
} as const;
