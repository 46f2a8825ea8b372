/** What other modules may ask of billing; they never read its tables. */
export { activeProducts, mayWatch } from './subscription/entitlement.js';
export { refundSubscription } from './subscription/subscriptions.js';
