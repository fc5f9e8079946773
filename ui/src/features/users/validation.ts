// The Add User dialog's checks (docs/PRODUCT.md §5): the first problem, shown in a 'Validation
// Error' toast, in the server's words (a new admin is registered: RegisterInput's rules).

import { RegisterInput } from '@/lib/api-rules';
import { checkSecret, checkText } from '@/lib/field-rules';

export function validateNewUser(username: string, password: string): string | null {
  if (!username.trim() || !password) return 'All fields are required.';
  return checkText(RegisterInput.username, username) ?? checkSecret(RegisterInput.password, password) ?? null;
}
