// Browser-side checks of the login and registration forms, with the messages of docs/PRODUCT.md §5.

import { MIN_LENGTH } from '@/config/constants';
import type { FieldErrors } from '@/lib/use-checked-form';


export interface LoginValues {
  username: string;
  password: string;
}

export interface RegisterValues extends LoginValues {
  confirmPassword: string;
  registrationKey: string;
}

export function validateLogin(v: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  if (v.username.trim().length < MIN_LENGTH.username) {
    errors.username = `Username must be at least ${MIN_LENGTH.username} characters`;
  }
  if (v.password.length < MIN_LENGTH.password) {
    errors.password = `Password must be at least ${MIN_LENGTH.password} characters`;
  }
  return errors;
}

export function validateRegister(v: RegisterValues): FieldErrors<keyof RegisterValues> {
  const errors: FieldErrors<keyof RegisterValues> = validateLogin(v);
  if (v.confirmPassword.length < MIN_LENGTH.password) {
    errors.confirmPassword = `Confirm password must be at least ${MIN_LENGTH.password} characters`;
  } else if (v.confirmPassword !== v.password) {
    errors.confirmPassword = 'Passwords do not match';
  }
  if (!v.registrationKey.trim()) errors.registrationKey = 'Registration key is required';
  return errors;
}
