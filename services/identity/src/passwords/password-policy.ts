export const MIN_PASSWORD_LENGTH = 12;

/** The password policy; returns the reasons a password is refused (empty: acceptable). */
export function passwordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) problems.push(`must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) problems.push('must not be the email address');
  return problems;
}
