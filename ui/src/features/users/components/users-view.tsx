// User Management (docs/PRODUCT.md §2, §6): the admin accounts with their roles, the super admin marked
// 'Protected', each password shown as '••••' with a reveal toggle (the hash's public parameters
// only), Add User and delete dialogs, and the registration-information card. An admin other
// than the super admin (the users call fails) sees Access Denied.

import { Eye, EyeOff, Lock, Plus } from 'lucide-react';
import { useState } from 'react';
import { AccessDenied } from '@/components/ui/access-denied';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DeleteRowButton } from '@/components/ui/delete-row-button';
import { FormDialog } from '@/components/ui/form-dialog';
import { InputField } from '@/components/ui/input-field';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { rowClasses, Table, Td, Th } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useConfirmedDelete } from '@/lib/use-confirmed-delete';
import { type AdminUser, useCreateUser, useDeleteUser, useRegistrationKey, useUsers } from '../api/users';
import { validateNewUser } from '../validation';
import { RegistrationCard } from './registration-card';
import { IconButton } from '@/components/ui/icon-button';

export function UsersView() {
  const users = useUsers();
  const [adding, setAdding] = useState(false);
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const remove = useDeleteUser();
  const allowed = users.isSuccess;
  const key = useRegistrationKey(allowed);

  function toggleReveal(id: number) {
    setRevealed((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  const deletion = useConfirmedDelete<AdminUser>(remove, {
    deleted: (user) => ({ title: 'User deleted', description: `“${user.username}” can no longer log in.` }),
    failed: 'Failed to delete user.',
  });
  const deleting = deletion.target;

  return (
    <>
      <PageHeader
        title="User Management"
        description="The admin accounts and the key new admins register with."
        actions={
          allowed && (
            <Button variant="primary" size="sm" onClick={() => setAdding(true)}>
              <Plus size={16} aria-hidden="true" />
              Add User
            </Button>
          )
        }
      />

      {users.isPending ? (
        <div class="py-16 text-center">
          <Spinner label="Loading users" />
        </div>
      ) : users.isError ? (
        <AccessDenied>Only the super admin can access user management.</AccessDenied>
      ) : (
        <div class="flex flex-col gap-6">
          <Table caption="Admin users">
            <thead>
              <tr>
                <Th>Username</Th>
                <Th class="hidden sm:table-cell">Role</Th>
                <Th>Password</Th>
                <Th class="hidden md:table-cell">Created</Th>
                <Th class="text-right">Actions</Th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => {
                const shown = revealed.has(user.id);
                const roles = (
                  <>
                    <Badge>{user.isAdmin ? 'Admin' : 'User'}</Badge>
                    {user.isSuperAdmin && <Badge tone="main">Super Admin</Badge>}
                  </>
                );
                return (
                  <tr key={user.id} class={rowClasses}>
                    <Td>
                      <span class="font-medium">{user.username}</span>
                      {/* Small screens have no Role column: the roles go under the name. */}
                      <span class="mt-1 flex flex-wrap gap-1 sm:hidden">{roles}</span>
                    </Td>
                    <Td class="hidden sm:table-cell">
                      <span class="flex flex-wrap gap-1">{roles}</span>
                    </Td>
                    <Td>
                      <span class="flex items-center gap-1.5">
                        {shown ? (
                          <code class="rounded bg-white/[0.05] px-1.5 py-0.5 text-xs text-muted">{user.passwordScheme}</code>
                        ) : (
                          <span class="tracking-widest text-muted">
                            <span aria-hidden="true">••••</span>
                            <span class="sr-only">hidden</span>
                          </span>
                        )}
                        <IconButton
                          aria-pressed={shown}
                          label={`Show password hash of ${user.username}`}
                          tooltip={shown ? 'Hide' : 'Show'}
                          onClick={() => toggleReveal(user.id)}
                        >
                          {shown ? <EyeOff size={15} aria-hidden="true" /> : <Eye size={15} aria-hidden="true" />}
                        </IconButton>
                      </span>
                    </Td>
                    <Td class="hidden whitespace-nowrap text-muted tabular-nums md:table-cell">{formatDate(user.createdAt)}</Td>
                    <Td class="text-right whitespace-nowrap">
                      {user.isSuperAdmin ? (
                        <span class="inline-flex items-center gap-1 text-xs text-muted">
                          <Lock size={13} aria-hidden="true" />
                          Protected
                        </span>
                      ) : (
                        <DeleteRowButton label={`Delete ${user.username}`} onClick={() => deletion.ask(user)} />
                      )}
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </Table>

          <RegistrationCard registrationKey={key.data} loading={key.isPending} failed={key.isError} />
        </div>
      )}

      <AddUserDialog open={adding} onClose={() => setAdding(false)} registrationKey={key.data} />

      <ConfirmDialog {...deletion.dialog} title="Delete user?">
        {deleting && <>“{deleting.username}” will no longer be able to log in. This cannot be undone.</>}
      </ConfirmDialog>
    </>
  );
}

function AddUserDialog({
  open,
  onClose,
  registrationKey,
}: {
  open: boolean;
  onClose: () => void;
  registrationKey: string | undefined;
}) {
  const create = useCreateUser();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  function close() {
    if (create.isPending) return;
    setUsername('');
    setPassword('');
    onClose();
  }

  async function submit(event: Event) {
    event.preventDefault();
    const problem = validateNewUser(username, password);
    if (problem) {
      toast({ variant: 'destructive', title: 'Validation Error', description: problem });
      return;
    }
    try {
      const user = await create.mutateAsync({
        username: username.trim(),
        password,
        registrationKey: registrationKey ?? '',
      });
      toast({ title: 'User created', description: `“${user.username}” can now log in.` });
      setUsername('');
      setPassword('');
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to create user.') });
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Add User"
      description="The new admin can log in at once with these credentials."
      submitLabel="Create User"
      busyLabel="Creating..."
      busy={create.isPending}
      formClass="flex flex-col gap-4"
      onSubmit={submit}
    >
      <InputField
        label="Username"
        hint="At least 3 characters."
        name="username"
        autoComplete="off"
        spellcheck={false}
        value={username}
        onValue={setUsername}
      />
      <InputField
        label="Password"
        hint="At least 6 characters."
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onValue={setPassword}
      />
    </FormDialog>
  );
}
