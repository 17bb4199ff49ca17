/** Decorative layered waves for the brand panel; purely visual, hidden from assistive technology. */
export function WaterWaves({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 600 220" preserveAspectRatio="none" aria-hidden="true" className={className}>
      <path
        d="M0 120c75-30 150-30 225 0s150 30 225 0 110-35 150-20v120H0z"
        fill="currentColor"
        className="text-white/5"
      />
      <path
        d="M0 150c80-25 160-25 240 0s160 25 240 0 90-22 120-12v82H0z"
        fill="currentColor"
        className="text-brand-300/10"
      />
      <path
        d="M0 185c70-18 140-18 210 0s140 18 210 0 125-20 180-8v43H0z"
        fill="currentColor"
        className="text-brand-200/10"
      />
    </svg>
  );
}
