import { apiRequest } from '@/lib/api-client';

/**
 * Where a booking-site session came from (see docs/sources.md#recording): on the first page view of
 * a browser session, POST /api/visit-source with its utm_source or referrer and a random session
 * id; the bookings made in that session send the same id, so analytics can credit them to the
 * source.
 */
const SESSION_ID_KEY = 'padel.sessionId';
const RECORDED_KEY = 'padel.visitRecorded';
const LANDING_KEY = 'padel.landing';

interface Landing {
  utm_source?: string;
  referrer?: string;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** This tab's session id, made on first use; undefined when storage is unavailable. */
export function bookingSessionId(): string | undefined {
  const storage = session();
  if (!storage) return undefined;
  let id = storage.getItem(SESSION_ID_KEY);
  if (!id) {
    id = randomId();
    storage.setItem(SESSION_ID_KEY, id);
  }
  return id;
}

/**
 * The first page's utm_source and referrer, kept so that a retry on a later page still has them.
 */
function landing(storage: Storage): Landing {
  try {
    const stored = storage.getItem(LANDING_KEY);
    if (stored) return JSON.parse(stored) as Landing;
  } catch {
    // Unreadable: take this page's.
  }
  const utmSource = new URLSearchParams(window.location.search).get('utm_source')?.trim();
  const referrer = document.referrer.trim();
  const found: Landing = {
    ...(utmSource ? { utm_source: utmSource.slice(0, 200) } : {}),
    ...(referrer ? { referrer: referrer.slice(0, 500) } : {}),
  };
  storage.setItem(LANDING_KEY, JSON.stringify(found));
  return found;
}

/** Records the visit once per session; a failure is retried on the next page load. */
export async function recordVisitOnce(): Promise<void> {
  const storage = session();
  const sessionId = bookingSessionId();
  if (!storage || !sessionId || storage.getItem(RECORDED_KEY)) return;
  try {
    await apiRequest('/visit-source', {
      method: 'POST',
      auth: false,
      body: { sessionId, ...landing(storage) },
    });
    storage.setItem(RECORDED_KEY, 'true');
  } catch {
    // Analytics never gets in the customer's way.
  }
}
