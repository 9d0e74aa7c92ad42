import { badRequest } from '@cs/service-kit';
import { passwordProblems } from './password-policy';

/** Throws a 400 naming every reason when `password` breaks the policy; `field` is the body field. */
export function enforcePasswordPolicy(password: string, email: string, field = 'password') {
  const problems = passwordProblems(password, email);
  if (problems.length > 0) throw badRequest(`The ${field} does not meet the password policy: it ${problems.join(' and ')}.`, { [field]: problems });
}
