import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { codeFromLink, searchWithoutCode } from './confirm-code';

/**
 * The code the e-mail's button put in the address (`?code=123456`), read once as the page opens;
 * the address then loses it, so a reload, a bookmark or a shared link does not carry it
 * (docs/screens.md#after-booking).
 */
export function useLinkCode(): string | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const [code] = useState(() => codeFromLink(location.search));
  const hasCode = new URLSearchParams(location.search).has('code');

  useEffect(() => {
    if (!hasCode) return;
    void navigate(
      {
        pathname: location.pathname,
        search: searchWithoutCode(location.search),
        hash: location.hash,
      },
      { replace: true },
    );
  }, [hasCode, location.pathname, location.search, location.hash, navigate]);

  return code;
}
