import type { OutgoingMail } from '../store/repositories.ts';

/**
 * The two mails a sign-up can send, in the five languages. Sign-up answers the same whether the address already has
 * an account or not (no way to learn who is registered): the difference only reaches the owner of the address.
 */
type Lang = 'fr' | 'en' | 'es' | 'it' | 'de';

// The address is not verified yet: whoever signs up chooses the name, so the mail does not repeat it (else sign-up
// would mail any text the sender likes — a link, a "prize" — to any address, from this site).
const CONFIRM: Record<Lang, { subject: string; body: (link: string) => string }> = {
  fr: {
    subject: 'Confirmez la création de votre compte',
    body: (link) =>
      `Bonjour,\n\nPour terminer la création de votre compte, ouvrez ce lien (valable 24 heures) :\n${link}\n\nSi vous n’avez rien demandé, ignorez ce message.`,
  },
  en: {
    subject: 'Confirm your new account',
    body: (link) =>
      `Hello,\n\nTo finish creating your account, open this link (valid for 24 hours):\n${link}\n\nIf you did not ask for an account, ignore this message.`,
  },
  es: {
    subject: 'Confirme la creación de su cuenta',
    body: (link) =>
      `Hola:\n\nPara terminar de crear su cuenta, abra este enlace (válido 24 horas):\n${link}\n\nSi no ha pedido nada, ignore este mensaje.`,
  },
  it: {
    subject: 'Conferma la creazione del tuo account',
    body: (link) =>
      `Ciao,\n\nper completare la creazione del tuo account apri questo link (valido 24 ore):\n${link}\n\nSe non hai chiesto nulla, ignora questo messaggio.`,
  },
  de: {
    subject: 'Bestätigen Sie Ihr neues Konto',
    body: (link) =>
      `Hallo,\n\num die Erstellung Ihres Kontos abzuschließen, öffnen Sie diesen Link (24 Stunden gültig):\n${link}\n\nWenn Sie nichts angefordert haben, ignorieren Sie diese Nachricht.`,
  },
};

const ALREADY: Record<Lang, { subject: string; body: (link: string) => string }> = {
  fr: {
    subject: 'Vous avez déjà un compte',
    body: (link) =>
      `Bonjour,\n\nQuelqu’un (vous, peut-être) a voulu créer un compte avec cette adresse e-mail, qui en a déjà un. Connectez-vous ici :\n${link}\n\nSi ce n’était pas vous, ignorez ce message : votre compte n’a pas changé.`,
  },
  en: {
    subject: 'You already have an account',
    body: (link) =>
      `Hello,\n\nSomeone (perhaps you) tried to create an account with this e-mail address, which already has one. Sign in here:\n${link}\n\nIf it was not you, ignore this message: your account has not changed.`,
  },
  es: {
    subject: 'Ya tiene una cuenta',
    body: (link) =>
      `Hola:\n\nAlguien (quizá usted) ha intentado crear una cuenta con este correo electrónico, que ya tiene una. Inicie sesión aquí:\n${link}\n\nSi no ha sido usted, ignore este mensaje: su cuenta no ha cambiado.`,
  },
  it: {
    subject: 'Hai già un account',
    body: (link) =>
      `Ciao,\n\nqualcuno (forse tu) ha provato a creare un account con questo indirizzo e-mail, che ne ha già uno. Accedi qui:\n${link}\n\nSe non sei stato tu, ignora questo messaggio: il tuo account non è cambiato.`,
  },
  de: {
    subject: 'Sie haben bereits ein Konto',
    body: (link) =>
      `Hallo,\n\njemand (vielleicht Sie) wollte mit dieser E-Mail-Adresse ein Konto erstellen, für die es bereits eines gibt. Hier anmelden:\n${link}\n\nWenn Sie es nicht waren, ignorieren Sie diese Nachricht: Ihr Konto ist unverändert.`,
  },
};

const langOf = (lang: string): Lang => (lang in CONFIRM ? (lang as Lang) : 'fr');

/** `origin` is the site's public origin ('' when unknown: the link is then a path). */
export function confirmationMail(to: string, lang: string, origin: string, token: string): OutgoingMail {
  const texts = CONFIRM[langOf(lang)];
  const link = `${origin}/${langOf(lang)}/signedin?confirm=${encodeURIComponent(token)}`;
  return { to, subject: texts.subject, body: texts.body(link) };
}

export function alreadyRegisteredMail(to: string, lang: string, origin: string): OutgoingMail {
  const texts = ALREADY[langOf(lang)];
  return { to, subject: texts.subject, body: texts.body(`${origin}/${langOf(lang)}`) };
}

/** The confirmation token in a mail body (tests read the outbox as a mailbox would). */
export function confirmationTokenIn(body: string): string | undefined {
  const match = /[?&]confirm=([A-Za-z0-9_-]+)/.exec(body);
  return match?.[1];
}
