// rate-limiter-flexible's base class for a limiter with storage: documented for
// new stores and typed in its index, but its index does not re-export it.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import { RateLimiterStoreAbstract } from 'rate-limiter-flexible';

  export default RateLimiterStoreAbstract;
}
