import { useTranslation } from 'react-i18next';
import { FORM_FIELDS } from '../../domain/trip-form-fields.ts';
import type { TripForm } from '../../domain/trip-form.ts';
import { chooseDateChoice, chooseTripType } from '../../stores/trip-form.ts';

/** The form's two radio groups: one way or round trip, and whether the time is the departure or the arrival. */
export function TripChoices({ tripType, dateChoice }: Pick<TripForm, 'tripType' | 'dateChoice'>) {
  const { t } = useTranslation();
  return (
    <div className="trip-form__options">
      <fieldset className="trip-form__choice">
        <legend>{t('tripPlanner.tripType')}</legend>
        <label>
          <input
            type="radio"
            name="tt"
            value="0"
            checked={tripType === 'simple'}
            onChange={() => chooseTripType('simple')}
          />{' '}
          {t('tripPlanner.tripTypeSimple')}
        </label>
        <label>
          <input
            type="radio"
            name="tt"
            value="1"
            checked={tripType === 'full'}
            onChange={() => chooseTripType('full')}
          />{' '}
          {t('tripPlanner.tripTypeFull')}
        </label>
      </fieldset>

      <fieldset className="trip-form__choice">
        <legend>{t('tripPlanner.dateChoice')}</legend>
        <label>
          <input
            type="radio"
            name={FORM_FIELDS.when}
            value="DEPARTURE"
            checked={dateChoice === 'DEPARTURE'}
            onChange={() => chooseDateChoice('DEPARTURE')}
          />{' '}
          {t('tripPlanner.leaveAt')}
        </label>
        <label>
          <input
            type="radio"
            name={FORM_FIELDS.when}
            value="ARRIVAL"
            checked={dateChoice === 'ARRIVAL'}
            onChange={() => chooseDateChoice('ARRIVAL')}
          />{' '}
          {t('tripPlanner.arriveBy')}
        </label>
      </fieldset>
    </div>
  );
}
