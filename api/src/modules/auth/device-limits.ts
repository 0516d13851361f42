// Sign-in allowances by device (OWASP's "device cookies"), on top of the
// per-IP and per-pair limits of login-guard.ts:
// - a known device (a browser holding the account's device cookie,
//   device-cookie.ts) has an allowance of its own and is locked alone when it
//   spends it; what strangers do never refuses it;
// - every other attempt on the account, from any address, shares one
//   allowance for unknown devices. Addresses are cheap to an attacker (40 of
//   them made 781 guesses a minute against one account before this), so this
//   is the limit that caps guessing; the owner's own browsers are not in it.
// An attempt is taken from its allowance before the password is checked, so
// attempts racing in parallel cannot slip past the cap together; an unknown
// device's successful attempt is given back (only wrong guesses count).
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { LimiterFactory } from './rate-limiter-kysely';

export type DeviceLimitsPolicy = {
  /** Attempts of one known device per window; the next one locks it. */
  knownDeviceAttempts: number;
  knownDeviceWindowMs: number;
  /** How long a known device that spent its allowance is refused. */
  knownDeviceLockMs: number;
  /** Wrong guesses on one account from all unknown devices together, per window. */
  unknownDeviceAttempts: number;
  unknownDeviceWindowMs: number;
};

/**
 * Unknown devices: 20 wrong guesses per quarter hour. A window starts at its
 * first guess and windows never overlap, so any hour touches at most five of
 * them: never more than 100 guesses an hour, about 2,000 a day. Why 100: it is
 * the ceiling NIST's digital identity guideline sets for failed attempts on one
 * account. A password our rules accept is not among an attacker's first
 * thousand guesses (zxcvbn score above 0), so finding one takes at least ten
 * hours, and one past a million guesses over a year. The owner pays nothing
 * for a low cap on a known browser; on a new
 * browser during an attack they wait at most a quarter hour (or reset the
 * password). Known devices: 10 attempts per quarter hour, then that browser
 * waits a quarter hour, like a typing owner's worst case elsewhere.
 */
export const DEVICE_LIMITS: DeviceLimitsPolicy = {
  knownDeviceAttempts: 10,
  knownDeviceWindowMs: 15 * 60_000,
  knownDeviceLockMs: 15 * 60_000,
  unknownDeviceAttempts: 20,
  unknownDeviceWindowMs: 15 * 60_000,
};

export type Allowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const seconds = (ms: number) => ms / 1000;

export class DeviceLimits {
  /** Each known device's attempts, keyed by its cookie's nonce; spent, it is blocked. */
  readonly #knownDevice;
  /** The account's wrong guesses from unknown devices, keyed by the account. */
  readonly #unknownDevices;

  constructor(limiter: LimiterFactory, policy: DeviceLimitsPolicy = DEVICE_LIMITS) {
    this.#knownDevice = limiter({
      keyPrefix: 'sign-in-device',
      points: policy.knownDeviceAttempts,
      duration: seconds(policy.knownDeviceWindowMs),
      blockDuration: seconds(policy.knownDeviceLockMs),
    });
    this.#unknownDevices = limiter({
      keyPrefix: 'sign-in-unknown-devices',
      points: policy.unknownDeviceAttempts,
      duration: seconds(policy.unknownDeviceWindowMs),
    });
  }

  /** Takes one attempt from the known device's allowance, or from the account's for unknown devices. */
  async take(account: string, device: string | null): Promise<Allowance> {
    try {
      if (device) await this.#knownDevice.consume(device);
      else await this.#unknownDevices.consume(account);
      return { allowed: true };
    } catch (refusal) {
      // The library refuses with a RateLimiterRes; anything else is a failure of the store.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
      };
    }
  }

  /** The password was right: a known device starts over; an unknown device's guess is given back. */
  async succeeded(account: string, device: string | null): Promise<void> {
    if (device) {
      await this.#knownDevice.delete(device);
      return;
    }
    // Only what this attempt took: never below zero, so a success cannot buy extra guesses.
    const taken = await this.#unknownDevices.get(account);
    if (taken && taken.consumedPoints > 0) await this.#unknownDevices.reward(account, 1);
  }
}
