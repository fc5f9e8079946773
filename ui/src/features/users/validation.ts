// The Add User dialog's checks (docs/PRODUCT.md §5): the first problem, shown in a 'Validation Error' toast.

export function validateNewUser(username: string, password: string): string | null {
  if (!username.trim() || !password) return 'All fields are required.';
  if (username.trim().length < 3) return 'Username must be at least 3 characters long.';
  if (password.length < 6) return 'Password must be at least 6 characters long.';
  return null;
}
