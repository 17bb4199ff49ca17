import { messages } from '@agua/domain/messages';
import { CheckCircleIcon } from '@heroicons/react/24/outline';
import { Outlet } from 'react-router';
import { Logo } from '../../ui/logo.tsx';
import { ThemeToggle } from '../../ui/theme-toggle.tsx';
import { WaterWaves } from './water-waves.tsx';

/** Login frame: the brand panel on wide screens, the form on the right. */
export function AuthLayout() {
  return (
    <div className="flex min-h-full">
      <aside className="relative hidden w-[46%] max-w-2xl flex-col justify-between overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-teal-deep px-12 py-10 text-white lg:flex">
        <Logo inverted />
        <div className="relative z-10 max-w-md">
          <p className="text-3xl leading-tight font-semibold tracking-tight">
            {messages.layout.brandHeadline}
          </p>
          <p className="mt-4 text-base text-brand-100">{messages.layout.brandDescription}</p>
          <ul className="mt-8 space-y-3">
            {messages.layout.brandPoints.map((point) => (
              <li key={point} className="flex items-center gap-3 text-sm text-brand-50">
                <CheckCircleIcon aria-hidden="true" className="size-5 shrink-0 text-brand-300" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative z-10 text-xs text-brand-200">
          {messages.app.name} · {messages.app.tagline}
        </p>
        <WaterWaves className="pointer-events-none absolute inset-x-0 bottom-0 h-56 w-full" />
      </aside>

      <main className="relative flex flex-1 flex-col items-center justify-center px-6 py-12">
        <div className="absolute top-4 right-4">
          <ThemeToggle />
        </div>
        <div className="w-full max-w-md">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
