import type { Configuration } from '../../../protocol/types';

export type RegistrationEvent = 'shortRegistration' | 'fullRegistration';

/** Sends one tracking GET; the page supplies it (stores never touch the network directly). */
export type TrackingGet = (url: string) => Promise<void>;

const PLACEHOLDERS = /\{(event|playerId)\}/g;

/**
 * Spec section 7, Tracking: the configured URL, with {event} and {playerId} filled in when the
 * template names them (the server's first-deposit GET uses the same placeholders), else appended
 * as query parameters. null when the site does not track this event.
 */
export function registrationTrackingUrl(
  tracking: Configuration['tracking'] | undefined,
  event: RegistrationEvent,
  playerId: number,
): string | null {
  if (!tracking?.trackingURL) return null;
  const enabled =
    event === 'shortRegistration' ? tracking.trackOnShortRegistration : tracking.trackOnFullRegistration;
  if (!enabled) return null;
  const values: Record<string, string> = { event, playerId: String(playerId) };
  const template = tracking.trackingURL;
  if (new RegExp(PLACEHOLDERS.source).test(template))
    return template.replace(PLACEHOLDERS, (_, key: string) => encodeURIComponent(values[key]));
  try {
    const url = new URL(template);
    for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
    return url.toString();
  } catch {
    return null; // a malformed URL in the site's configuration: nothing to call
  }
}
