import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_CATEGORIES } from '../../domain/favorite-places.ts';
import type { FavoriteRow } from './favorites-view.ts';

export interface FavoriteEdit {
  label: string;
  category?: string;
}

/**
 * The favourites page's inline form: a favourite's name, and an address's category (home, work, …). The name field
 * takes the focus when the form opens; Escape or Cancel closes it (the caller puts the focus back on its button).
 */
export function FavoriteEditForm({
  row,
  onSave,
  onCancel,
}: {
  row: FavoriteRow;
  onSave: (edit: FavoriteEdit) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [label, setLabel] = useState(row.title);
  const [category, setCategory] = useState(row.category ?? '');
  const [busy, setBusy] = useState(false);
  const [empty, setEmpty] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim()) {
      setEmpty(true);
      field.current?.focus();
      return;
    }
    setBusy(true);
    const saved = await onSave({ label: label.trim(), ...(row.edit === 'labelAndCategory' ? { category } : {}) });
    setBusy(false);
    if (!saved) field.current?.focus();
  };

  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-3"
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      data-testid="favorite-edit"
    >
      <label className="grid gap-1 text-sm font-semibold" htmlFor={`${id}-label`}>
        {t('places.edit.label')}
        <input
          ref={field}
          id={`${id}-label`}
          value={label}
          maxLength={300}
          onChange={(event) => {
            setLabel(event.target.value);
            setEmpty(false);
          }}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? `${id}-error` : undefined}
          className="min-h-10 rounded-lg border border-line bg-surface px-3 font-normal"
        />
      </label>
      {row.edit === 'labelAndCategory' && (
        <label className="grid gap-1 text-sm font-semibold" htmlFor={`${id}-category`}>
          {t('places.edit.category')}
          <select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            className="min-h-10 rounded-lg border border-line bg-surface px-3 font-normal"
          >
            <option value="">{t('places.category.none')}</option>
            {ADDRESS_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`places.category.${value}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={busy}
          className="min-h-10 rounded-full bg-primary px-4 text-sm font-semibold text-on-primary hover:opacity-90 disabled:opacity-60"
        >
          {t('places.edit.save')}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-10 rounded-full px-4 text-sm font-semibold hover:bg-surface-muted"
        >
          {t('places.edit.cancel')}
        </button>
      </div>
      {empty && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-danger">
          {t('places.edit.empty')}
        </p>
      )}
    </form>
  );
}
