/**
 * A page's posted form, or 'not-a-form' when the body cannot be read as one (undici throws on any other content type).
 * Read from a clone: the page may then rewrite to the 400 page, and Astro refuses to rewrite a request whose body was used.
 */
export async function postedForm(request: Request): Promise<FormData | 'not-a-form'> {
  try {
    return await request.clone().formData();
  } catch {
    return 'not-a-form';
  }
}

/** A text field of the form ('' when absent or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
