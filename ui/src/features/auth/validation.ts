// Browser-side checks of the login and registration forms, with the server's rules (api-rules.ts).

import { LoginInput, RegisterInput } from '@/lib/api-rules';
import { checkSecret, checkText } from '@/lib/field-rules';
import { problems, type FieldErrors } from '@/lib/use-checked-form';

export interface LoginValues {
  username: string;
  password: string;
}

export interface RegisterValues extends LoginValues {
  confirmPassword: string;
  registrationKey: string;
}

export function validateLogin(v: LoginValues): FieldErrors<keyof LoginValues> {
  return problems({
    username: checkText(LoginInput.username, v.username),
    password: checkSecret(LoginInput.password, v.password),
  });
}

export function validateRegister(v: RegisterValues): FieldErrors<keyof RegisterValues> {
  const password = RegisterInput.password;
  // The repeated password is the form's own field: held to the password's length in its own words.
  const confirm =
    [...v.confirmPassword].length < (password.minLength ?? 0)
      ? `Confirm password must be at least ${password.minLength} characters`
      : v.confirmPassword !== v.password
        ? 'Passwords do not match'
        : undefined;
  return problems({
    username: checkText(RegisterInput.username, v.username),
    password: checkSecret(password, v.password),
    confirmPassword: confirm,
    registrationKey: checkText(RegisterInput.registrationKey, v.registrationKey),
  });
}
