import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IslandI18n } from '../../i18n/IslandI18n.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { LANGS, type Lang } from '../../i18n/index.ts';
import type { TripPlace } from '../../domain/trip-place.ts';
import type { WidgetKindName } from '../../domain/widget-url.ts';
import { PlaceCombobox } from '../TripPlannerForm/PlaceCombobox.tsx';
import { embedCodes, generatorPath, isStop, missingChoice, type GeneratorChoice } from './generator-state.ts';
import { LinePicker, type PickableLine } from './LinePicker.tsx';
import { CodeBlock } from './CodeBlock.tsx';

export interface WidgetGeneratorProps {
  lang: Lang;
  /** This site's public origin for the embed codes ('' when unknown: the codes then hold paths). */
  origin: string;
  partners: Array<{ id: string; name: string; primary: string; background: string }>;
  /** Who may frame the widget, per partner id ('' for no partner): origins, or ['*'] for any site. */
  framing: Record<string, string[]>;
  lines: PickableLine[];
  initialPartner: string;
}

const KINDS: WidgetKindName[] = ['departures', 'timetable', 'trip'];
const LANGUAGE_NAMES: Record<Lang, string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  it: 'Italiano',
  de: 'Deutsch',
};
const SIZE_MESSAGE = 'transit-widget:size';

function Generator({ lang, origin, partners, framing, lines, initialPartner }: WidgetGeneratorProps) {
  const { t } = useTranslation();
  const id = useId();
  const hydrated = useHydrated();
  const [choice, setChoice] = useState<GeneratorChoice>({
    kind: 'departures',
    lang,
    partner: initialPartner,
    primary: '',
    background: '',
    stop: null,
    line: '',
    from: null,
    to: null,
    width: null,
  });
  const [previewHeight, setPreviewHeight] = useState(420);
  const frame = useRef<HTMLIFrameElement>(null);
  const update = (change: Partial<GeneratorChoice>) => setChoice((current) => ({ ...current, ...change }));
  const partner = partners.find((p) => p.id === choice.partner);
  const missing = missingChoice(choice);
  const path = generatorPath(choice);
  const title = t(`widgets.generator.kinds.${choice.kind}`);
  const codes = embedCodes(origin, path, title, choice.width);
  const framers = framing[choice.partner] ?? [];
  const where = framers.includes('*')
    ? t('widgets.generator.worksAnywhere')
    : framers.length > 0
      ? t('widgets.generator.worksOn', { origins: framers.join(', ') })
      : t('widgets.generator.worksHereOnly');

  // The preview follows its content like an embedded widget: the same message, from its own frame and this origin.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: string; height?: unknown };
      if (data?.type === SIZE_MESSAGE && typeof data.height === 'number' && data.height >= 40 && data.height <= 10_000)
        setPreviewHeight(Math.ceil(data.height));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const colour = (name: 'primary' | 'background', fallback: string) => (
    <div className="generator__colour">
      <label htmlFor={`${id}-${name}`}>{t(`widgets.generator.${name}`)}</label>
      <input
        id={`${id}-${name}`}
        type="color"
        value={choice[name] || fallback}
        onChange={(event) => update({ [name]: event.target.value })}
      />
      {choice[name] ? (
        <button type="button" className="generator__button" onClick={() => update({ [name]: '' })}>
          {t('widgets.generator.defaultColour')}
        </button>
      ) : (
        <span className="generator__hint">{t('widgets.generator.usingDefault')}</span>
      )}
    </div>
  );

  return (
    <div className="generator">
      <form
        className="trip-form generator__form"
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('widgets.generator.formLabel')}
      >
        {/* Every control here only acts through the island: disabled until it runs, so a choice made on the server's
            HTML is not silently dropped by hydration (a radio checked early left the state on the first kind). */}
        <fieldset className="generator__controls" disabled={!hydrated}>
          <fieldset className="generator__kinds">
            <legend>{t('widgets.generator.kind')}</legend>
            {KINDS.map((kind) => (
              <label key={kind}>
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={kind}
                  checked={choice.kind === kind}
                  onChange={() => update({ kind })}
                />{' '}
                {t(`widgets.generator.kinds.${kind}`)}
              </label>
            ))}
          </fieldset>
          <div className="generator__row">
            <label htmlFor={`${id}-lang`}>{t('widgets.generator.language')}</label>
            <select
              id={`${id}-lang`}
              value={choice.lang}
              onChange={(event) => update({ lang: event.target.value as Lang })}
            >
              {LANGS.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </div>
          <div className="generator__row">
            <label htmlFor={`${id}-partner`}>{t('widgets.generator.partner')}</label>
            <select
              id={`${id}-partner`}
              value={choice.partner}
              onChange={(event) => update({ partner: event.target.value })}
            >
              <option value="">{t('widgets.generator.noPartner')}</option>
              {partners.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          {colour('primary', partner?.primary ?? '#0b5cad')}
          {colour('background', partner?.background ?? '#ffffff')}
          {choice.kind === 'departures' && (
            <div className="generator__place">
              <PlaceCombobox
                label={t('widgets.generator.stop')}
                value={choice.stop}
                onChange={(stop: TripPlace | null) => update({ stop })}
                invalid={choice.stop !== null && !isStop(choice.stop)}
                errorId={`${id}-missing`}
              />
            </div>
          )}
          {choice.kind === 'timetable' && (
            <LinePicker
              lines={lines}
              value={choice.line}
              onChange={(line) => update({ line })}
              label={t('widgets.generator.line')}
            />
          )}
          {choice.kind === 'trip' && (
            <div className="generator__place">
              <PlaceCombobox
                label={t('widgets.generator.from')}
                value={choice.from}
                onChange={(from: TripPlace | null) => update({ from })}
              />
              <PlaceCombobox
                label={t('widgets.generator.to')}
                value={choice.to}
                onChange={(to: TripPlace | null) => update({ to })}
              />
            </div>
          )}
          <div className="generator__row">
            <label htmlFor={`${id}-width`}>{t('widgets.generator.width')}</label>
            <input
              id={`${id}-width`}
              type="number"
              min={280}
              max={1600}
              step={10}
              inputMode="numeric"
              placeholder={t('widgets.generator.fullWidth')}
              value={choice.width ?? ''}
              aria-describedby={`${id}-width-hint`}
              onChange={(event) => {
                const value = Number(event.target.value);
                update({
                  width:
                    event.target.value === '' || !Number.isFinite(value)
                      ? null
                      : Math.min(1600, Math.max(280, Math.round(value))),
                });
              }}
            />
            <span id={`${id}-width-hint`} className="generator__hint">
              {t('widgets.generator.widthHint')}
            </span>
          </div>
        </fieldset>
        <p id={`${id}-missing`} className="generator__missing" aria-live="polite">
          {missing ? t(`widgets.generator.${missing}`) : ''}
        </p>
      </form>

      <section className="generator__output" aria-labelledby={`${id}-codes`}>
        <h2 id={`${id}-codes`}>{t('widgets.generator.codesTitle')}</h2>
        <p className="generator__where" data-testid="embed-where" aria-live="polite">
          {where}
        </p>
        {missing ? (
          <p className="generator__hint">{t('widgets.generator.codesWaiting')}</p>
        ) : (
          <>
            <CodeBlock label={t('widgets.generator.scriptCode')} code={codes.script} testId="embed-script" />
            <CodeBlock label={t('widgets.generator.iframeCode')} code={codes.iframe} testId="embed-iframe" />
          </>
        )}
        <h2>{t('widgets.generator.preview')}</h2>
        {missing ? (
          <p className="generator__hint">{t('widgets.generator.previewWaiting')}</p>
        ) : (
          <iframe
            ref={frame}
            key={path}
            src={path}
            title={t('widgets.generator.previewTitle', { widget: title })}
            className="generator__preview"
            style={{ width: choice.width === null ? '100%' : `${choice.width}px`, height: `${previewHeight}px` }}
            data-testid="widget-preview"
          />
        )}
      </section>
    </div>
  );
}

/** The widget generator: kind, language, partner, colours, what to show, width → live preview and embed codes. */
export default function WidgetGenerator(props: WidgetGeneratorProps) {
  return (
    <IslandI18n lang={props.lang}>
      <Generator {...props} />
    </IslandI18n>
  );
}
