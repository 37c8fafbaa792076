// Validation texts of the new-credentials flow (passwords at least 6 characters).
export const PASSWORD_MIN_LENGTH = 6;

export function validatePassword(password: string): string | null {
  return password.length < PASSWORD_MIN_LENGTH ? 'Enter at least 6 characters' : null;
}

export function validateConfirm(password: string, confirm: string): string | null {
  if (confirm === '') return 'Please confirm your password';
  return confirm !== password ? 'Password does not match' : null;
}

export function validateToken(code: string): string | null {
  return code.trim() === '' ? 'Token is required' : null;
}

export function validateDeviceName(name: string): string | null {
  return name.trim() === '' ? 'Device name is required' : null;
}

/** Passwords go to the reset and change-password calls as base64 of their UTF-8 bytes. */
export function encodePassword(password: string): string {
  let binary = '';
  for (const b of new TextEncoder().encode(password)) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function isFirefox(userAgent: string = navigator.userAgent): boolean {
  return /firefox\//i.test(userAgent) && !/seamonkey\//i.test(userAgent);
}
