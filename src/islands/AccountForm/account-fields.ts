/**
 * The account pages' editable attributes (user-web `PUT /userinfo/update`): personal data (names, phone) and profile
 * preferences (site language, newsletter). Each field names the attribute it edits.
 */
export type AccountField =
  | {
      attribute: string;
      kind: 'text' | 'tel';
      label: string;
      autocomplete?: string;
      required?: boolean;
      maxLength: number;
    }
  | { attribute: string; kind: 'select'; label: string; options: Array<{ value: string; label: string }> }
  | { attribute: string; kind: 'checkbox'; label: string; hint?: string };

export const PERSONAL_DATA_FIELDS: AccountField[] = [
  {
    attribute: 'firstName',
    kind: 'text',
    label: 'account.form.firstName',
    autocomplete: 'given-name',
    required: true,
    maxLength: 100,
  },
  {
    attribute: 'lastName',
    kind: 'text',
    label: 'account.form.lastName',
    autocomplete: 'family-name',
    required: true,
    maxLength: 100,
  },
  { attribute: 'phone', kind: 'tel', label: 'account.form.phone', autocomplete: 'tel', maxLength: 40 },
];

export const PROFILE_FIELDS: AccountField[] = [
  {
    attribute: 'preferredLanguage',
    kind: 'select',
    label: 'account.form.preferredLanguage',
    options: ['fr', 'en', 'es', 'it', 'de'].map((code) => ({ value: code, label: `common.language.names.${code}` })),
  },
  { attribute: 'newsletter', kind: 'checkbox', label: 'account.form.newsletter', hint: 'account.form.newsletterHint' },
];

export type AttributeValues = Record<string, string | boolean>;

/** The form's starting values from the account's attributes (missing text is empty, missing flags are off). */
export function initialValues(
  fields: AccountField[],
  attributes: Record<string, unknown>,
  lang: string,
): AttributeValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = attributes[field.attribute];
      if (field.kind === 'checkbox') return [field.attribute, value === true];
      if (field.kind === 'select')
        return [
          field.attribute,
          typeof value === 'string' && field.options.some((o) => o.value === value) ? value : lang,
        ];
      return [field.attribute, typeof value === 'string' ? value : ''];
    }),
  );
}

/** The first field a person must fix, or null. */
export function firstInvalid(fields: AccountField[], values: AttributeValues): string | null {
  const missing = fields.find(
    (field) =>
      (field.kind === 'text' || field.kind === 'tel') &&
      field.required &&
      !String(values[field.attribute] ?? '').trim(),
  );
  return missing?.attribute ?? null;
}
