import { createContext, type ReactNode, use } from 'react';

/** manager (ADMIN) and technical (others) expose the same pages under their own prefix. */
export type Area = 'manager' | 'technical';

const AreaContext = createContext<Area>('manager');

export function AreaProvider({ area, children }: { area: Area; children: ReactNode }) {
  return <AreaContext value={area}>{children}</AreaContext>;
}

export function useArea(): Area {
  return use(AreaContext);
}

/** An absolute path inside the current area: areaPath('manager', 'cuts/list') → /manager/cuts/list */
export function areaPath(area: Area, path: string): string {
  return `/${area}/${path.replace(/^\/+/, '')}`;
}

/** The hook form of areaPath, for links in pages shared by both areas. */
export function useAreaPath(): (path: string) => string {
  const area = useArea();
  return (path) => areaPath(area, path);
}

export function homeAreaFor(role: string): Area {
  return role === 'ADMIN' ? 'manager' : 'technical';
}
