import { LoginThrottle } from '../../../src/modules/auth/login-throttle';

it('locks an account after max failures until the window ends', () => {
  let now = 1_000;
  const throttle = new LoginThrottle(2, 60_000, () => now);
  throttle.recordFailure('a@b.co');
  expect(() => throttle.assertAllowed('a@b.co')).not.toThrow();
  throttle.recordFailure('a@b.co');
  expect(() => throttle.assertAllowed('a@b.co')).toThrow(
    'Too many login attempts. Please try again in 60 seconds.',
  );
  expect(() => throttle.assertAllowed('c@d.co')).not.toThrow();
  now += 60_000;
  expect(() => throttle.assertAllowed('a@b.co')).not.toThrow();
});

it('a success resets the count', () => {
  const throttle = new LoginThrottle(2, 60_000);
  throttle.recordFailure('a@b.co');
  throttle.reset('a@b.co');
  throttle.recordFailure('a@b.co');
  expect(() => throttle.assertAllowed('a@b.co')).not.toThrow();
});
