import { useTranslation } from 'react-i18next';
import { placeErrors, type PlaceRole, type TripForm } from '../../domain/trip-form.ts';
import { FORM_FIELDS } from '../../domain/trip-form-fields.ts';
import type { SubmissionFeedback } from '../../domain/trip-form-submission.ts';
import { chooseVia, choosePlace, swapTripPlaces } from '../../stores/trip-form.ts';
import { locateUser } from '../../stores/trip-user-position.ts';
import { FIELD_IDS, PlaceProblemText } from './FormSubmissionParts.tsx';
import { PlaceCombobox } from './PlaceCombobox.tsx';

interface PlaceFieldsProps {
  form: TripForm;
  /** Search was pressed with an end missing. */
  missing: boolean;
  /** The island runs (swap works; the via box follows its checkbox instead of CSS). */
  hydrated: boolean;
  /** The form sent without JavaScript came back from the server: the boxes as typed and what was wrong. */
  feedback?: SubmissionFeedback;
  resultsPath: string;
  /** A box's text as typed: Search with a typed (unchosen) place hands it to the server's lookup. */
  onTextChange: (role: PlaceRole) => (text: string) => void;
}

/** The trip form's places: departure, swap, arrival, the optional stop on the way, and what is wrong with them. */
export function PlaceFields({ form, missing, hydrated, feedback, resultsPath, onTextChange }: PlaceFieldsProps) {
  const { t } = useTranslation();
  const errors = placeErrors(form);
  const locate = () =>
    locateUser({ myPosition: t('tripPlanner.myPosition'), near: (place) => t('tripInfo.position.near', { place }) });
  const serverSaid = (role: PlaceRole) => {
    const place = feedback?.places[role];
    if (!place) return {};
    const text = feedback.texts[role];
    return {
      initialText: text,
      problem: <PlaceProblemText role={role} feedback={place} text={text.trim()} resultsPath={resultsPath} />,
    };
  };
  // Until the island runs the form is a plain GET form: the via box is drawn, and CSS shows it when its box is checked.
  const plain = !hydrated;
  const viaField = (
    <PlaceCombobox
      label={t('tripPlanner.via')}
      value={form.via}
      onChange={(place) => choosePlace('via', place)}
      onTextChange={onTextChange('via')}
      invalid={errors.viaEqualsEnd}
      errorId="trip-form-place-error"
      name={FORM_FIELDS.via}
      inputId={FIELD_IDS.via}
      {...serverSaid('via')}
    />
  );
  return (
    <div className="trip-form__places">
      <PlaceCombobox
        label={t('tripPlanner.from')}
        value={form.from}
        onChange={(place) => choosePlace('from', place)}
        onTextChange={onTextChange('from')}
        locate={locate}
        invalid={errors.sameFromTo || (missing && !form.from)}
        errorId="trip-form-place-error"
        name={FORM_FIELDS.from}
        inputId={FIELD_IDS.from}
        {...serverSaid('from')}
      />
      <button
        type="button"
        className="trip-form__swap"
        onClick={swapTripPlaces}
        disabled={!hydrated}
        data-island-control
        aria-label={t('tripPlanner.swap')}
        title={t('tripPlanner.swap')}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path fill="currentColor" d="M7 3 3 7l4 4V8h7V6H7V3zm10 10v3h-7v2h7v3l4-4-4-4z" />
        </svg>
      </button>
      <PlaceCombobox
        label={t('tripPlanner.to')}
        value={form.to}
        onChange={(place) => choosePlace('to', place)}
        onTextChange={onTextChange('to')}
        locate={locate}
        invalid={errors.sameFromTo || (missing && !form.to)}
        errorId="trip-form-place-error"
        name={FORM_FIELDS.to}
        inputId={FIELD_IDS.to}
        {...serverSaid('to')}
      />
      {plain || form.tripType === 'simple' ? (
        <label className={plain ? 'trip-form__check trip-form__plain-simple' : 'trip-form__check'}>
          <input
            type="checkbox"
            name={FORM_FIELDS.withVia}
            value="1"
            checked={form.viaEnabled}
            onChange={(event) => chooseVia(event.target.checked)}
          />
          <span>{t('tripPlanner.addVia')}</span>
        </label>
      ) : null}
      {plain ? <div className="trip-form__plain-via">{viaField}</div> : form.viaEnabled ? viaField : null}
      <div id="trip-form-place-error" aria-live="polite">
        {errors.sameFromTo ? <p className="form-error">{t('tripPlanner.errors.sameFromTo')}</p> : null}
        {errors.viaEqualsEnd ? <p className="form-error">{t('tripPlanner.errors.viaEqualsEnd')}</p> : null}
        {missing ? <p className="form-error">{t('tripPlanner.errors.missingPlaces')}</p> : null}
      </div>
    </div>
  );
}
