import type { BannerPicto as PictoName } from '../../contract/banner-picto.ts';

const TONE: Record<PictoName, string> = {
  circle_info: 'bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-100',
  circle_check: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100',
  circle_cone: 'bg-orange-100 text-orange-800 dark:bg-orange-900/60 dark:text-orange-100',
  circle_warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  circle_question: 'bg-violet-100 text-violet-800 dark:bg-violet-900/60 dark:text-violet-100',
};

const GLYPH: Record<PictoName, string> = {
  circle_info: 'M12 11v6M12 7.5v.01',
  circle_check: 'M8 12.5l2.8 2.8L16.5 9.5',
  circle_cone: 'M12 6.5l4.5 10h-9zM9.2 12.5h5.6M7 16.5h10',
  circle_warning: 'M12 7.5v5.5M12 16.5v.01',
  circle_question: 'M9.6 9.6a2.5 2.5 0 1 1 3.6 2.2c-.8.4-1.2 1-1.2 1.8v.4M12 17v.01',
};

/** The banner pictograms of the spec (circle_info, circle_check, circle_cone, circle_warning, circle_question). Decorative. */
export function BannerPicto({ picto, size = 'size-9' }: { picto: PictoName; size?: string }) {
  return (
    <span className={`grid shrink-0 place-items-center rounded-full ${TONE[picto]} ${size}`} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        className="size-[62%]"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={GLYPH[picto]} />
      </svg>
    </span>
  );
}
