/** The look of the account pages' server-rendered forms, shared so the forms read as one family with the account form. */
export const fieldClass =
  'min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-ink aria-[invalid=true]:border-danger';
export const labelClass = 'flex flex-col gap-1 font-semibold';
export const primaryButton =
  'inline-flex min-h-11 items-center rounded-full bg-primary px-5 py-2.5 font-semibold text-on-primary hover:bg-primary-strong';
export const secondaryButton =
  'inline-flex min-h-11 items-center rounded-full border border-primary px-5 py-2.5 font-semibold text-primary hover:bg-primary-soft';
export const dangerButton =
  'inline-flex min-h-11 items-center rounded-full bg-danger px-5 py-2.5 font-semibold text-white hover:opacity-90';
export const cardClass = 'flex max-w-xl flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6';
