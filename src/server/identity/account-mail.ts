import type { OutgoingMail } from '../store/repositories.ts';

/**
 * The mails of an account's lifecycle, in the five languages: the forgotten-password link, the e-mail change link (to
 * the new address) and the notice to the old address once the change is done. Links carry a single-use token; the
 * page they open asks for a click before anything changes (mail scanners open links).
 */
type Lang = 'fr' | 'en' | 'es' | 'it' | 'de';
type Texts = Record<Lang, { subject: string; body: (value: string) => string }>;

const RESET: Texts = {
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    body: (link) =>
      `Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, utilisable une fois) :\n${link}\n\nSi vous n’avez rien demandé, ignorez ce message : votre mot de passe n’a pas changé.`,
  },
  en: {
    subject: 'Reset your password',
    body: (link) =>
      `Hello,\n\nTo choose a new password, open this link (valid for 1 hour, usable once):\n${link}\n\nIf you did not ask for this, ignore this message: your password has not changed.`,
  },
  es: {
    subject: 'Restablezca su contraseña',
    body: (link) =>
      `Hola:\n\nPara elegir una nueva contraseña, abra este enlace (válido 1 hora, de un solo uso):\n${link}\n\nSi no ha pedido nada, ignore este mensaje: su contraseña no ha cambiado.`,
  },
  it: {
    subject: 'Reimposta la tua password',
    body: (link) =>
      `Ciao,\n\nper scegliere una nuova password apri questo link (valido 1 ora, utilizzabile una volta):\n${link}\n\nSe non hai chiesto nulla, ignora questo messaggio: la tua password non è cambiata.`,
  },
  de: {
    subject: 'Setzen Sie Ihr Passwort zurück',
    body: (link) =>
      `Hallo,\n\num ein neues Passwort zu wählen, öffnen Sie diesen Link (1 Stunde gültig, einmal verwendbar):\n${link}\n\nWenn Sie nichts angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort ist unverändert.`,
  },
};

const EMAIL_CHANGE: Texts = {
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    body: (link) =>
      `Bonjour,\n\nPour utiliser cette adresse pour votre compte, ouvrez ce lien (valable 24 heures) :\n${link}\n\nSi vous n’avez rien demandé, ignorez ce message.`,
  },
  en: {
    subject: 'Confirm your new e-mail address',
    body: (link) =>
      `Hello,\n\nTo use this address for your account, open this link (valid for 24 hours):\n${link}\n\nIf you did not ask for this, ignore this message.`,
  },
  es: {
    subject: 'Confirme su nueva dirección de correo',
    body: (link) =>
      `Hola:\n\nPara usar esta dirección en su cuenta, abra este enlace (válido 24 horas):\n${link}\n\nSi no ha pedido nada, ignore este mensaje.`,
  },
  it: {
    subject: 'Conferma il tuo nuovo indirizzo e-mail',
    body: (link) =>
      `Ciao,\n\nper usare questo indirizzo per il tuo account apri questo link (valido 24 ore):\n${link}\n\nSe non hai chiesto nulla, ignora questo messaggio.`,
  },
  de: {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    body: (link) =>
      `Hallo,\n\num diese Adresse für Ihr Konto zu verwenden, öffnen Sie diesen Link (24 Stunden gültig):\n${link}\n\nWenn Sie nichts angefordert haben, ignorieren Sie diese Nachricht.`,
  },
};

const EMAIL_CHANGED: Texts = {
  fr: {
    subject: 'L’adresse e-mail de votre compte a changé',
    body: (masked) =>
      `Bonjour,\n\nVotre compte utilise désormais l’adresse ${masked}. Ce message est envoyé à votre ancienne adresse pour vous en informer.\n\nSi ce n’était pas vous, contactez le service client sans attendre.`,
  },
  en: {
    subject: 'Your account’s e-mail address has changed',
    body: (masked) =>
      `Hello,\n\nYour account now uses the address ${masked}. This message goes to your previous address to let you know.\n\nIf it was not you, contact customer service at once.`,
  },
  es: {
    subject: 'La dirección de correo de su cuenta ha cambiado',
    body: (masked) =>
      `Hola:\n\nSu cuenta usa ahora la dirección ${masked}. Este mensaje se envía a su dirección anterior para informarle.\n\nSi no ha sido usted, contacte con el servicio de atención al cliente cuanto antes.`,
  },
  it: {
    subject: 'L’indirizzo e-mail del tuo account è cambiato',
    body: (masked) =>
      `Ciao,\n\nil tuo account usa ora l’indirizzo ${masked}. Questo messaggio va al tuo indirizzo precedente per informarti.\n\nSe non sei stato tu, contatta subito il servizio clienti.`,
  },
  de: {
    subject: 'Die E-Mail-Adresse Ihres Kontos wurde geändert',
    body: (masked) =>
      `Hallo,\n\nIhr Konto verwendet jetzt die Adresse ${masked}. Diese Nachricht geht zur Information an Ihre bisherige Adresse.\n\nWenn Sie das nicht waren, wenden Sie sich umgehend an den Kundenservice.`,
  },
};

const langOf = (lang: string): Lang => (lang in RESET ? (lang as Lang) : 'fr');

/** `origin` is the site's public origin ('' when unknown: the link is then a path). */
export function passwordResetMail(to: string, lang: string, origin: string, token: string): OutgoingMail {
  const texts = RESET[langOf(lang)];
  return {
    to,
    subject: texts.subject,
    body: texts.body(`${origin}/${langOf(lang)}/reset-password?token=${encodeURIComponent(token)}`),
  };
}

export function emailChangeMail(to: string, lang: string, origin: string, token: string): OutgoingMail {
  const texts = EMAIL_CHANGE[langOf(lang)];
  return {
    to,
    subject: texts.subject,
    body: texts.body(`${origin}/${langOf(lang)}/confirm-email?token=${encodeURIComponent(token)}`),
  };
}

export function emailChangedNotice(to: string, lang: string, maskedNewEmail: string): OutgoingMail {
  const texts = EMAIL_CHANGED[langOf(lang)];
  return { to, subject: texts.subject, body: texts.body(maskedNewEmail) };
}

/** The token of a mailed account link (tests read the outbox as a mailbox would). */
export function linkTokenIn(body: string): string | undefined {
  return /[?&]token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
}
