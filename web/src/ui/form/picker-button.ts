// The small buttons inside a date or month field (open, clear): 28 px square, above the 24 px a pointer target
// needs (WCAG 2.5.8), so they fit the 34 px field with room around.
export const pickerButtonClass =
  'flex size-7 items-center justify-center rounded text-slate-500 hover:text-sky-700 focus-visible:outline-2 focus-visible:outline-sky-500 data-focus:outline-2 data-focus:outline-sky-500 dark:text-slate-400 dark:hover:text-sky-300';
