import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lineMatches } from '../../domain/line-filter.ts';

export interface PickableLine {
  id: string;
  shortName: string;
  longName: string;
  mode: string;
}

const labelOf = (line: PickableLine) => `${line.shortName} · ${line.longName}`;

/**
 * A line chosen by typing: the browser's own combobox (input + datalist) over the network's lines, filtered with the
 * schedules list's rule; the chosen line is the one whose label the field holds.
 */
export function LinePicker({
  lines,
  value,
  onChange,
  label,
}: {
  lines: PickableLine[];
  value: string;
  onChange: (id: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = lines.find((line) => line.id === value);
  const [text, setText] = useState(chosen ? labelOf(chosen) : '');
  const shown = lines
    .filter((line) =>
      lineMatches({ shortName: line.shortName, text: `${line.longName} ${line.mode}` }, text.split(' · ')[0] ?? ''),
    )
    .slice(0, 50);
  return (
    <div className="generator__row">
      <label htmlFor={`${id}-line`}>{label}</label>
      <input
        id={`${id}-line`}
        list={`${id}-lines`}
        value={text}
        autoComplete="off"
        placeholder={t('widgets.generator.linePlaceholder')}
        aria-describedby={`${id}-line-state`}
        onChange={(event) => {
          setText(event.target.value);
          onChange(
            lines.find((line) => labelOf(line) === event.target.value || line.shortName === event.target.value.trim())
              ?.id ?? '',
          );
        }}
      />
      <datalist id={`${id}-lines`}>
        {shown.map((line) => (
          <option key={line.id} value={labelOf(line)} />
        ))}
      </datalist>
      <span id={`${id}-line-state`} className="generator__hint">
        {chosen ? t('widgets.generator.lineChosen', { line: labelOf(chosen) }) : ''}
      </span>
    </div>
  );
}
