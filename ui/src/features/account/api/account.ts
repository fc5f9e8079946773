// The signed-in admin's own account (src/api/account.rs): who they are, a password change that
// ends their other sessions, and turning two-factor sign-in on (start with the password, then
// confirm with a code) and off; both end the other sessions too, and answer a new token.
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
export type TotpStartInput = ApiSchema<'TotpStartInput'>;
export type TotpCode = ApiSchema<'TotpCode'>;
/** The recovery codes, and the new token and user of this session. */
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
  return useMutation({ mutationFn: (input: TotpStartInput) => api.post<TotpSetup>(TOTP_PATH, input) });
}

export function useConfirmTotp() {
  const setTotpEnabled = useSetTotpEnabled();
  return useMutation({
    mutationFn: (input: TotpCode) => api.post<RecoveryCodes>(`${TOTP_PATH}/confirm`, input),
    onSuccess: () => setTotpEnabled(true),
  });
}

export function useDisableTotp() {
  const setTotpEnabled = useSetTotpEnabled();
  return useMutation({
    mutationFn: (input: TotpCode) => api.del<PasswordChangeResponse>(TOTP_PATH, input),
    onSuccess: () => setTotpEnabled(false),
  });
}
