import type { LineSummary } from '../../contract/lines.ts';
import { LineBadge } from '../TripPlannerJourney/LineBadge.tsx';

/** A line's code in its colours (the trip planner's badge), from the contract's line summary. */
export function LineCodeBadge({ line, label }: { line: LineSummary; label?: string }) {
  return (
    <LineBadge
      line={
        {
          id: line.id,
          code: line.shortName || line.longName,
          name: line.longName || line.shortName,
          color: line.color,
          textColor: line.textColor,
        } as never
      }
      label={label}
    />
  );
}
