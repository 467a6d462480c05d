// Embedded login widget (the site's stand-in for the operator's hosted one, same contract):
//   <kas-login-widget environment network-id cookies-domain lang api-base="/bff">
// Listens on window for `kas-login` (detail.redirectTo, optional detail.reason: why sign-in is asked, shown in the dialog) to open its sign-in / sign-up dialog, `kas-logout` to sign out
// (then dispatches `kas-logged-out`), and `locale-change` (detail.locale) to switch language. The session token is set
// by the site as an HttpOnly cookie: this script never sees it.
import { stringsFor } from './kas-login-strings.js';

const STYLESHEET = new URL('./kas-login-widget.css', import.meta.url).href;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD = 10;

const TEMPLATE = `
  <link rel="stylesheet" href="${STYLESHEET}">
  <dialog aria-labelledby="kas-title" aria-describedby="kas-reason kas-switch">
    <div class="head"><h2 id="kas-title"></h2><button type="button" class="close" data-close>×</button></div>
    <p class="reason" id="kas-reason" data-reason hidden></p>
    <p class="switch" id="kas-switch"><span data-switch-text></span> <button type="button" class="link" data-switch></button></p>
    <p class="lead" data-lead hidden></p>
    <form novalidate>
      <div class="names" data-names hidden>
        <label><span data-label="firstName"></span><input name="firstName" autocomplete="given-name" maxlength="100"></label>
        <label><span data-label="lastName"></span><input name="lastName" autocomplete="family-name" maxlength="100"></label>
      </div>
      <label><span data-label="email"></span><input name="email" type="email" autocomplete="email" inputmode="email" maxlength="254" required></label>
      <label data-password-field><span data-label="password"></span><input name="password" type="password" maxlength="200" required></label>
      <p class="forgot" data-forgot-line><button type="button" class="link" data-forgot></button></p>
      <p class="error" id="kas-error" role="alert" aria-live="assertive" data-error></p>
      <p class="notice" role="status" data-notice></p>
      <button type="submit" class="submit" data-submit></button>
    </form>
    <div class="sent" data-sent hidden>
      <p role="status" tabindex="-1" data-sent-text></p>
      <button type="button" class="submit" data-back></button>
    </div>
  </dialog>`;

// Under the site's Trusted Types CSP the shadow root's markup goes through this widget's own policy, which vouches for
// its constant template and nothing else.
const templatePolicy = window.trustedTypes?.createPolicy('kas-login-widget', {
  createHTML: (html) => (html === TEMPLATE ? html : null),
});

class KasLoginWidget extends HTMLElement {
  /** 'signin', 'signup', 'forgot' (ask for a reset link) or 'sent' (a link is on its way: #sentText says which). */
  #mode = 'signin';
  #sentText = '';
  #redirectTo = null;
  #opener = null;
  #busy = false;
  #listeners = [];

  connectedCallback() {
    if (!this.shadowRoot) {
      this.attachShadow({ mode: 'open' }).innerHTML = templatePolicy?.createHTML(TEMPLATE) ?? TEMPLATE;
      const root = this.shadowRoot;
      this.dialog = root.querySelector('dialog');
      this.form = root.querySelector('form');
      root.querySelector('[data-close]').addEventListener('click', () => this.dialog.close());
      root.querySelector('[data-switch]').addEventListener('click', () => this.#setMode(this.#mode === 'signup' ? 'signin' : 'signup'));
      root.querySelector('[data-forgot]').addEventListener('click', () => {
        this.#error('');
        this.#setMode('forgot');
        this.form.elements.email.focus();
      });
      root.querySelector('[data-back]').addEventListener('click', () => {
        this.#setMode('signin');
        this.form.elements.email.focus();
      });
      this.form.addEventListener('submit', (event) => {
        event.preventDefault();
        this.#submit();
      });
      this.dialog.addEventListener('close', () => this.#opener?.focus?.());
      // Outside click: a click whose target is the dialog itself landed on the backdrop.
      this.dialog.addEventListener('click', (event) => {
        if (event.target === this.dialog) this.dialog.close();
      });
    }
    this.#listen('kas-login', (event) => this.open(event.detail?.redirectTo, event.detail?.reason));
    this.#listen('kas-logout', () => this.logout());
    this.#listen('locale-change', (event) => {
      const locale = typeof event.detail === 'string' ? event.detail : event.detail?.locale;
      if (locale) this.setAttribute('lang', locale);
    });
    this.#render();
  }

  disconnectedCallback() {
    for (const [type, listener] of this.#listeners) window.removeEventListener(type, listener);
    this.#listeners = [];
  }

  static get observedAttributes() {
    return ['lang'];
  }

  attributeChangedCallback() {
    if (this.shadowRoot) this.#render();
  }

  get #t() {
    return stringsFor(this.getAttribute('lang') || document.documentElement.lang);
  }

  get #apiBase() {
    return (this.getAttribute('api-base') || '/bff').replace(/\/+$/, '');
  }

  #listen(type, listener) {
    window.addEventListener(type, listener);
    this.#listeners.push([type, listener]);
  }

  open(redirectTo, reason) {
    this.#redirectTo = typeof redirectTo === 'string' ? redirectTo : null;
    const reasonLine = this.shadowRoot.querySelector('[data-reason]');
    reasonLine.textContent = typeof reason === 'string' ? reason : '';
    reasonLine.hidden = !reasonLine.textContent;
    const active = document.activeElement;
    this.#opener = active && active !== document.body ? active : null;
    this.#setMode('signin');
    this.#error('');
    if (!this.dialog.open) this.dialog.showModal();
    this.form.elements.email.focus();
  }

  async logout() {
    try {
      const response = await fetch(`${this.#apiBase}/auth/logout`, { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
      // 401: the session was already gone; the site is signed out either way.
      if (!response.ok && response.status !== 401) throw new Error(String(response.status));
      window.dispatchEvent(new CustomEvent('kas-logged-out'));
    } catch {
      window.dispatchEvent(new CustomEvent('kas-logout-failed', { detail: { message: this.#t.signedOutError } }));
    }
  }

  #setMode(mode) {
    this.#mode = mode;
    this.#render();
  }

  #render() {
    const t = this.#t;
    const root = this.shadowRoot;
    const signUp = this.#mode === 'signup';
    const forgot = this.#mode === 'forgot';
    const sent = this.#mode === 'sent';
    root.querySelector('#kas-title').textContent = sent ? t.checkInboxTitle : forgot ? t.forgotTitle : signUp ? t.signUpTitle : t.signInTitle;
    // Once a sign-up or a reset request is sent, the next step is in the mailbox: the form gives way to that news.
    this.form.hidden = sent;
    root.querySelector('[data-sent]').hidden = !sent;
    root.querySelector('[data-sent-text]').textContent = sent ? this.#sentText : '';
    root.querySelector('[data-back]').textContent = t.backToSignIn;
    root.querySelector('#kas-switch').hidden = sent;
    const lead = root.querySelector('[data-lead]');
    lead.hidden = !forgot;
    lead.textContent = forgot ? t.forgotLead : '';
    root.querySelector('[data-password-field]').hidden = forgot;
    this.form.elements.password.required = !forgot;
    root.querySelector('[data-forgot-line]').hidden = this.#mode !== 'signin';
    root.querySelector('[data-forgot]').textContent = t.forgot;
    root.querySelector('[data-close]').setAttribute('aria-label', t.close);
    root.querySelector('[data-switch-text]').textContent = signUp || forgot ? t.toSignIn : t.toSignUp;
    root.querySelector('[data-switch]').textContent = signUp || forgot ? t.toSignInAction : t.toSignUpAction;
    root.querySelector('[data-names]').hidden = !signUp;
    for (const name of ['firstName', 'lastName']) this.form.elements[name].required = signUp;
    for (const label of root.querySelectorAll('[data-label]')) {
      const key = label.dataset.label;
      label.textContent = key === 'password' && signUp ? t.newPassword : t[key];
    }
    this.form.elements.password.autocomplete = signUp ? 'new-password' : 'current-password';
    const submit = root.querySelector('[data-submit]');
    submit.textContent = this.#busy ? t.working : forgot ? t.sendLink : signUp ? t.signUp : t.signIn;
    submit.disabled = this.#busy;
  }

  #showSent(text) {
    this.#sentText = text;
    this.#busy = false;
    this.#setMode('sent');
    this.shadowRoot.querySelector('[data-sent-text]').focus();
  }

  #notice(message) {
    this.shadowRoot.querySelector('[data-notice]').textContent = message;
  }

  #error(message, field) {
    if (message) this.#notice('');
    this.shadowRoot.querySelector('[data-error]').textContent = message;
    for (const input of this.form.elements) {
      if (!input.name) continue;
      input.setAttribute('aria-invalid', String(input.name === field));
      // The message is the field's description too: read again when the field is reached later, not only announced once.
      if (input.name === field && message) input.setAttribute('aria-describedby', 'kas-error');
      else input.removeAttribute('aria-describedby');
    }
    if (field) this.form.elements[field].focus();
  }

  #validate(values) {
    const t = this.#t;
    const needed = this.#mode === 'signup' ? ['firstName', 'lastName', 'email', 'password'] : this.#mode === 'forgot' ? ['email'] : ['email', 'password'];
    const missing = needed.find((name) => !values[name].trim());
    if (missing) return [t.required, missing];
    if (!EMAIL_PATTERN.test(values.email.trim())) return [t.invalidEmail, 'email'];
    if (this.#mode === 'signup' && values.password.length < MIN_PASSWORD) return [t.shortPassword, 'password'];
    return null;
  }

  async #submit() {
    if (this.#busy) return;
    const data = new FormData(this.form);
    const values = Object.fromEntries(['firstName', 'lastName', 'email', 'password'].map((name) => [name, String(data.get(name) ?? '')]));
    const problem = this.#validate(values);
    if (problem) return this.#error(...problem);
    this.#error('');
    this.#busy = true;
    this.#render();
    const signUp = this.#mode === 'signup';
    const forgot = this.#mode === 'forgot';
    const body = signUp
      ? { ...values, redirectTo: this.#redirectTo ?? undefined }
      : forgot
        ? { email: values.email }
        : { email: values.email, password: values.password, redirectTo: this.#redirectTo ?? undefined };
    try {
      const response = await fetch(`${this.#apiBase}/auth/${signUp ? 'signup' : forgot ? 'password/reset-request' : 'signin'}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': this.getAttribute('lang') || 'fr' },
        body: JSON.stringify(body),
      });
      if (!response.ok) return this.#failed(response);
      if ((signUp || forgot) && response.status === 202) {
        // The same answer whether the address is new or already registered: the next step is in the mailbox.
        this.form.reset();
        return this.#showSent((signUp ? this.#t.checkInbox : this.#t.resetSent).replace('{email}', values.email.trim()));
      }
      const answer = await response.json();
      window.dispatchEvent(new CustomEvent('kas-logged-in', { detail: { user: answer.user } }));
      this.#go(answer.redirectTo);
    } catch {
      this.#error(this.#t.unavailable);
    } finally {
      this.#busy = false;
      this.#render();
    }
  }

  #failed(response) {
    const t = this.#t;
    if (response.status === 401) return this.#error(t.wrongCredentials, 'password');
    if (response.status === 429) {
      const minutes = Math.max(1, Math.ceil(Number(response.headers.get('retry-after') || 60) / 60));
      return this.#error(t.tooMany.replace('{min}', String(minutes)));
    }
    if (response.status === 400) return this.#error(t.invalid);
    return this.#error(t.unavailable);
  }

  /** A full navigation, so every server-rendered part of the page shows the signed-in state. */
  #go(target) {
    const here = location.pathname + location.search + location.hash;
    if (!target || target === here) location.reload();
    else location.assign(target);
  }
}

if (!customElements.get('kas-login-widget')) customElements.define('kas-login-widget', KasLoginWidget);
