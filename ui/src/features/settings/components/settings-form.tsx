// Site Settings (super admin): site name, contact e-mail and phone, time zone, public URL,
// analytics id and the site's languages. The server checks every field; its messages show under the fields. A save sends
// the fields changed since the form was loaded, based on that version: when someone else saved
// the settings meanwhile (412), the conflict dialog shows what differs and asks what to keep.

import { Save } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { type Conflict, ConflictDialog } from '@/components/conflict/conflict-dialog';
import { AccessDenied } from '@/components/ui/access-denied';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { SITE_DEFAULTS } from '@/config/constants';
import { ApiError, errorMessage } from '@/lib/api-client';
import { changedOnly, conflictRows, type DiffField, reapply } from '@/lib/field-diff';
import { toast } from '@/lib/toast';
import { type EditableSettings, type Settings, useSaveSettings, useSettings } from '../api/settings';
import { COMMON_TIME_ZONES } from '../time-zones';

const FIELDS: readonly {
  name: keyof EditableSettings;
  label: string;
  type?: 'email' | 'tel' | 'url';
  hint: string;
  zones?: true;
}[] = [
  { name: 'siteName', label: 'Site name', hint: 'Shown in the header, titles and search results.' },
  { name: 'contactEmail', label: 'Contact e-mail', type: 'email', hint: 'Shown in the contact section.' },
  { name: 'contactPhone', label: 'Contact phone', type: 'tel', hint: 'For example +1 (305) 555-0142.' },
  { name: 'timeZone', label: 'Time zone', zones: true, hint: 'An IANA name; decides when "today" starts for visit counts, and the clock blog posts are scheduled on.' },
  { name: 'publicUrl', label: 'Public URL', type: 'url', hint: "The site's address, such as https://mythagency.com." },
  { name: 'analyticsId', label: 'Analytics id', hint: 'A measurement id such as G-XXXXXXXXXX; empty turns analytics off.' },
  {
    name: 'languages',
    label: 'Languages',
    hint: 'Language codes separated by commas, the default first, such as en,es. Each other language has its pages under /its-code (/es).',
  },
];

/** Shown under Public URL while it is still the default: a notice where it can be fixed. */
export const PUBLIC_URL_UNSET =
  `Not set yet: links in search results, the sitemap, the feed and shared cards point to ${SITE_DEFAULTS.publicUrl}. Enter the address visitors use, such as https://mythagency.com.`;

function editable(settings: Settings): EditableSettings {
  const { registrationKey: _key, version: _version, ...rest } = settings;
  return rest;
}

const DIFF_FIELDS: readonly DiffField[] = FIELDS.map((field) => ({ key: field.name, label: field.label }));

export function SettingsForm() {
  const settings = useSettings();
  const save = useSaveSettings();
  const [values, setValues] = useState<EditableSettings | null>(null);
  /** The settings the form was loaded from: what a save is based on. */
  const [base, setBase] = useState<Settings | null>(null);
  const [refused, setRefused] = useState<{ mine: EditableSettings; theirs: Settings; changedBy?: string } | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof EditableSettings, string>>>({});
  const zonesId = useId();

  useEffect(() => {
    if (settings.data && !values) {
      setValues(editable(settings.data));
      setBase(settings.data);
    }
  }, [settings.data, values]);

  /** Saves what `mine` changed since `from` was loaded, based on its version. */
  async function send(from: Settings, mine: EditableSettings) {
    try {
      const next = await save.mutateAsync({ input: changedOnly(DIFF_FIELDS, editable(from), mine), version: from.version });
      setValues(editable(next));
      setBase(next);
      setErrors({});
      toast({ title: 'Settings saved', description: 'The public site uses the new values now.' });
    } catch (error) {
      if (error instanceof ApiError && error.isStale && error.current) {
        setRefused({ mine, theirs: error.current as Settings, changedBy: error.changedBy });
        return;
      }
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to save settings.') });
      requestAnimationFrame(() => document.querySelector<HTMLElement>('#settings-form [aria-invalid="true"]')?.focus());
    }
  }

  async function submit(event: Event) {
    event.preventDefault();
    if (values && base) await send(base, values);
  }

  /** After a refused save: the form goes on from the stored settings, showing `shown`. */
  function rebase(theirs: Settings, shown: EditableSettings) {
    setBase(theirs);
    setValues(shown);
    setRefused(null);
  }

  async function keepMine() {
    if (!refused || !base) return;
    const merged = reapply(DIFF_FIELDS, { base: editable(base), theirs: editable(refused.theirs), mine: refused.mine });
    const { theirs } = refused;
    rebase(theirs, merged);
    await send(theirs, merged);
  }

  const conflict: Conflict | null =
    refused && base
      ? {
          what: 'settings',
          plural: true,
          rows: conflictRows(DIFF_FIELDS, { base: editable(base), theirs: editable(refused.theirs), mine: refused.mine }),
          changedBy: refused.changedBy,
        }
      : null;

  const header = <PageHeader title="Site Settings" description="Site name, contact details, time zone and analytics." />;

  if (settings.isPending) {
    return (
      <>
        {header}
        <div class="py-16 text-center">
          <Spinner label="Loading settings" />
        </div>
      </>
    );
  }
  if (settings.isError) {
    return (
      <>
        {header}
        <AccessDenied>Only the super admin can access the site settings.</AccessDenied>
      </>
    );
  }

  const hintOf = (field: (typeof FIELDS)[number]) =>
    field.name === 'publicUrl' && settings.data?.publicUrl === SITE_DEFAULTS.publicUrl ? PUBLIC_URL_UNSET : field.hint;

  const dirty = !!values && !!base && Object.entries(editable(base)).some(([k, v]) => values[k as keyof EditableSettings] !== v);

  return (
    <>
      {header}
      {values && (
        <Panel class="max-w-3xl">
          <form id="settings-form" noValidate onSubmit={submit}>
            <div class="grid gap-5 p-5 sm:grid-cols-2">
              {FIELDS.map((field) => (
                <Field key={field.name} label={field.label} hint={hintOf(field)} error={errors[field.name]}>
                  {(control) => (
                    <Input
                      {...control}
                      name={field.name}
                      type={field.type ?? 'text'}
                      list={field.zones ? zonesId : undefined}
                      autoComplete="off"
                      spellcheck={false}
                      value={values[field.name]}
                      onInput={(e) => {
                        const value = (e.currentTarget as HTMLInputElement).value;
                        setValues({ ...values, [field.name]: value });
                        if (errors[field.name]) setErrors({ ...errors, [field.name]: undefined });
                      }}
                    />
                  )}
                </Field>
              ))}
              <datalist id={zonesId}>
                {COMMON_TIME_ZONES.map((zone) => (
                  <option key={zone} value={zone} />
                ))}
              </datalist>
            </div>
            <div class="flex items-center justify-end gap-3 border-t border-line px-5 py-3.5">
              {dirty && <span class="text-xs text-muted">Unsaved changes</span>}
              <Button variant="secondary" size="sm"
                onClick={() => {
                  if (base) setValues(editable(base));
                  setErrors({});
                }}
                disabled={!dirty || save.isPending}
              >
                Reset
              </Button>
              <Button variant="primary" size="sm" type="submit" disabled={save.isPending}>
                <Save size={14} aria-hidden="true" />
                {save.isPending ? 'Saving...' : 'Save Settings'}
              </Button>
            </div>
          </form>
        </Panel>
      )}
      <ConflictDialog
        conflict={conflict}
        busy={save.isPending}
        onReload={() => refused && rebase(refused.theirs, editable(refused.theirs))}
        onKeepMine={() => void keepMine()}
        onClose={() => setRefused(null)}
      />
    </>
  );
}
