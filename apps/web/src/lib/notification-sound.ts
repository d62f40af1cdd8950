import { TIMINGS } from '@padel/contracts';

/**
 * A short chime made with the Web Audio API (no audio file to download). Browsers may refuse to
 * start audio before the user has interacted with the page; the chime then waits for the first
 * click, tap or key press and plays then.
 */

type AudioContextConstructor = new () => AudioContext;

let context: AudioContext | null = null;
let waitingForGesture = false;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/** Two alternating tones, one every half second, each with a soft attack and decay. */
function scheduleChime(ctx: AudioContext, seconds: number): void {
  const start = ctx.currentTime + 0.05;
  const step = 0.5;
  const master = ctx.createGain();
  master.gain.value = 0.25;
  master.connect(ctx.destination);
  for (let index = 0; index * step < seconds; index++) {
    const at = start + index * step;
    const tone = ctx.createOscillator();
    const envelope = ctx.createGain();
    tone.type = 'sine';
    tone.frequency.value = index % 2 === 0 ? 880 : 660;
    envelope.gain.setValueAtTime(0.0001, at);
    envelope.gain.exponentialRampToValueAtTime(1, at + 0.02);
    envelope.gain.exponentialRampToValueAtTime(0.0001, at + step * 0.9);
    tone.connect(envelope).connect(master);
    tone.start(at);
    tone.stop(at + step);
  }
  window.setTimeout(() => master.disconnect(), (seconds + 0.5) * 1000);
}

/**
 * Plays the chime for `durationMs` (see docs/bookings.md#booking-list: 3 seconds), now or at the
 * first user interaction.
 */
export function playNotificationSound(durationMs: number = TIMINGS.notificationSoundMs): void {
  const ctx = audioContext();
  if (!ctx) return;
  const seconds = durationMs / 1000;
  if (ctx.state === 'running') {
    scheduleChime(ctx, seconds);
    return;
  }
  if (waitingForGesture) return;
  waitingForGesture = true;
  let played = false;
  const events = ['pointerdown', 'keydown'] as const;
  const play = () => {
    if (played || ctx.state !== 'running') return;
    played = true;
    waitingForGesture = false;
    for (const event of events) window.removeEventListener(event, onGesture, true);
    scheduleChime(ctx, seconds);
  };
  const onGesture = () => {
    ctx.resume().then(play, () => undefined);
  };
  for (const event of events) window.addEventListener(event, onGesture, true);
  ctx.resume().then(play, () => undefined);
}
