import { useEffect } from 'react';
import { appConfig } from '@/lib/app-config';

/** Sets the document title to "{page} · {venue name}". */
export function usePageTitle(page: string | undefined): void {
  useEffect(() => {
    document.title = page ? `${page} · ${appConfig.venueName}` : appConfig.venueName;
  }, [page]);
}
