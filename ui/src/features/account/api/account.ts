// The signed-in admin's own account (src/api/account.rs): who they are, a password change that
// ends their other sessions, and turning two-factor sign-in on (start, then confirm with a code)
// and off.
//
// The shapes are the server's schemas (src/lib/api-schema.d.ts, generated from openapi.json).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@/lib/api-client';

/** A user as UserView shows it, with whether two-factor sign-in is on. */
export type AccountUser = ApiSchema<'UserView'>;
export type AccountResponse = ApiSchema<'AccountResponse'>;
export type PasswordChangeInput = ApiSchema<'PasswordChangeInput'>;
/** The answer to a password change: a new token for this session, as a login answers. */
export type PasswordChangeResponse = ApiSchema<'LoginResponse'>;
export type TotpSetup = ApiSchema<'TotpSetup'>;
export type TotpCode = ApiSchema<'TotpCode'>;
export type RecoveryCodes = ApiSchema<'RecoveryCodes'>;

export const ACCOUNT_PATH = '/api/admin/account';
const TOTP_PATH = `${ACCOUNT_PATH}/totp`;

export function useAccount() {
  return useQuery({ queryKey: [ACCOUNT_PATH], select: (data: AccountResponse) => data.user });
}

/** Records in the cache whether two-factor sign-in is on, as the server has just said. */
function useSetTotpEnabled() {
  const client = useQueryClient();
  return (totpEnabled: boolean) =>
    client.setQueryData<AccountResponse>([ACCOUNT_PATH], (data) => data && { user: { ...data.user, totpEnabled } });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) => api.post<PasswordChangeResponse>(`${ACCOUNT_PATH}/password`, input),
  });
}

export function useStartTotp() {
  return useMutation({ mutationFn: () => api.post<TotpSetup>(TOTP_PATH, {}) });
}

export function useConfirmTotp() {
  const setTotpEnabled = useSetTotpEnabled();
  return useMutation({
    mutationFn: (input: TotpCode) =>
      api.post<RecoveryCodes>(`${TOTP_PATH}/confirm`, input).then((b) => b.recoveryCodes),
    onSuccess: () => setTotpEnabled(true),
  });
}

export function useDisableTotp() {
  const setTotpEnabled = useSetTotpEnabled();
  return useMutation({
    mutationFn: (input: TotpCode) => api.del(TOTP_PATH, input),
    onSuccess: () => setTotpEnabled(false),
  });
}
