import { useTranslation } from 'react-i18next';
import type { TypedPlaceProblem } from '../../loaders/nearby-page-load.ts';

/**
 * What the server said about a place typed in the box (the form sent without JavaScript): no place matches, the search
 * did not answer, or several places match, listed as the trip form lists them, each a link to the stops near it.
 */
export function TypedPlaceText({ problem }: { problem: TypedPlaceProblem }) {
  const { t } = useTranslation();
  const message =
    problem.kind === 'searchFailed'
      ? t('tripPlanner.placeSearchError')
      : t(`tripPlanner.noScript.${problem.kind}`, { text: problem.text });
  return (
    <>
      <p className="form-error" data-testid="typed-place-problem">
        {message}
      </p>
      {problem.kind === 'ambiguous' && (
        <ul className="place-combobox__candidates" data-testid="typed-place-candidates">
          {problem.candidates.map((candidate) => (
            <li key={candidate.href}>
              <a href={candidate.href}>
                <span className="place-combobox__name">{candidate.name}</span>
                {candidate.detail ? <span className="place-combobox__sub">{candidate.detail}</span> : null}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
