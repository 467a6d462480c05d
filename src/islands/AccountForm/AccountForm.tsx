import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IslandI18n } from '../../i18n/IslandI18n.tsx';
import type { Lang } from '../../i18n/index.ts';
import { bff } from '../../bff-client/bff-fetch.ts';
import { UserInfoUpdateAnswer } from '../../bff-client/store-answer-outlines.ts';
import { authenticateUser } from '../../stores/auth.ts';
import { notify } from '../../stores/notifications.ts';
import { firstInvalid, initialValues, type AccountField, type AttributeValues } from './account-fields.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';

export interface AccountFormProps {
  lang: Lang;
  fields: AccountField[];
  attributes: Record<string, unknown>;
  /** Shown read-only above the fields (the sign-in e-mail). */
  email?: string;
}

const inputClass =
  'min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-ink aria-[invalid=true]:border-danger';

/**
 * Edits account attributes through `PUT /userinfo/update`; the answer refreshes the signed-in state (the site's proxy
 * also rewrites the userInfos cookie), and a changed preferred language switches the site to it (locale-change).
 */
function AccountFormView({ lang, fields, attributes, email }: AccountFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<AttributeValues>(() => initialValues(fields, attributes, lang));
  const [invalid, setInvalid] = useState<string | null>(null);
  // The translation key of what the server refused in a field (a phone number that is not one).
  const [fieldMessage, setFieldMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Until the island runs, the browser's own submission would send the fields as a GET: names and phone number in the
  // address (history, logs) and nothing saved. Save stays disabled till then, and a stray submission posts.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = firstInvalid(fields, values);
    setInvalid(problem);
    setFieldMessage(null);
    if (problem) {
      formRef.current?.querySelector<HTMLElement>(`[name="${problem}"]`)?.focus();
      return;
    }
    setSaving(true);
    const body = {
      attributes: Object.fromEntries(
        Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
      ),
    };
    const result = await bff.request('/userinfo/update', UserInfoUpdateAnswer, { method: 'PUT', body });
    setSaving(false);
    if (!result.ok && result.status === 422 && result.code === 'invalid_phone') {
      setInvalid('phone');
      setFieldMessage('accountLifecycle.phone.invalid');
      formRef.current?.querySelector<HTMLElement>('[name="phone"]')?.focus();
      return;
    }
    if (!result.ok) {
      notify.error('account.form.saveFailed');
      return;
    }
    // The server keeps the phone number in its international format: show what was kept.
    setValues((current) => ({
      ...current,
      ...initialValues(
        fields.filter((field) => field.attribute === 'phone'),
        result.data.attributes,
        lang,
      ),
    }));
    authenticateUser(result.data.attributes);
    notify.success('account.form.saved');
    const preferred = result.data.attributes.preferredLanguage;
    if (typeof preferred === 'string' && preferred !== lang)
      window.dispatchEvent(new CustomEvent('locale-change', { detail: { locale: preferred } }));
  };

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={submit}
      noValidate
      className="max-w-xl space-y-5 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      {email && (
        <div>
          <p className="text-sm font-semibold">{t('account.form.email')}</p>
          <p className="text-ink-muted">{email}</p>
        </div>
      )}
      {fields.map((field) => {
        const fieldId = `${id}-${field.attribute}`;
        if (field.kind === 'checkbox') {
          return (
            <div key={field.attribute} className="flex items-start gap-3">
              <input
                id={fieldId}
                name={field.attribute}
                type="checkbox"
                className="mt-1 size-5"
                checked={values[field.attribute] === true}
                onChange={(event) => setValues({ ...values, [field.attribute]: event.target.checked })}
                aria-describedby={field.hint ? `${fieldId}-hint` : undefined}
              />
              <div>
                <label htmlFor={fieldId} className="font-semibold">
                  {t(field.label)}
                </label>
                {field.hint && (
                  <p id={`${fieldId}-hint`} className="text-sm text-ink-muted">
                    {t(field.hint)}
                  </p>
                )}
              </div>
            </div>
          );
        }
        return (
          <div key={field.attribute} className="space-y-1">
            <label htmlFor={fieldId} className="block text-sm font-semibold">
              {t(field.label)}
            </label>
            {field.kind === 'select' ? (
              <select
                id={fieldId}
                name={field.attribute}
                className={inputClass}
                value={String(values[field.attribute])}
                onChange={(event) => setValues({ ...values, [field.attribute]: event.target.value })}
              >
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {t(option.label)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={fieldId}
                name={field.attribute}
                type={field.kind}
                autoComplete={field.autocomplete}
                maxLength={field.maxLength}
                required={field.required}
                aria-invalid={invalid === field.attribute}
                aria-describedby={invalid === field.attribute ? `${fieldId}-error` : undefined}
                className={inputClass}
                value={String(values[field.attribute] ?? '')}
                onChange={(event) => setValues({ ...values, [field.attribute]: event.target.value })}
              />
            )}
            {invalid === field.attribute && (
              <p id={`${fieldId}-error`} className="text-sm font-semibold text-danger">
                {t(fieldMessage ?? 'account.form.required')}
              </p>
            )}
          </div>
        );
      })}
      <button
        type="submit"
        disabled={saving || !hydrated}
        className="min-h-11 rounded-full bg-primary px-6 font-semibold text-on-primary hover:opacity-90 disabled:opacity-60"
      >
        {saving ? t('account.form.saving') : t('account.form.save')}
      </button>
    </form>
  );
}

export default function AccountForm(props: AccountFormProps) {
  return (
    <IslandI18n lang={props.lang}>
      <AccountFormView {...props} />
    </IslandI18n>
  );
}
