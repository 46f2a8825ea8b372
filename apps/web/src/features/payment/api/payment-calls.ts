import {
  type BillingHistoryItem,
  type Offer,
  type Purchase,
  type PurchaseStartRequest,
  type SelectOfferRequest,
  type SubscribeRequest,
  type SubscriptionEntry,
} from '@sahra/contracts';
import { membershipCall, membershipPost as post } from '../../../api/membership-client';

/* The sales, payment and subscription calls of docs/behaviour/plans-and-payment.md#calls; the session's token travels as its cookie. */

export const createCustomer = () => post<{ customerID: string }>('/stripe/create-customer', {});

export const selectOffer = (request: SelectOfferRequest) => post<Offer>('/sales/offer/select', request);

export const startPurchase = (request: PurchaseStartRequest, idempotencyKey: string) =>
  post<Purchase>('/sales/purchase/start', request, idempotencyKey);

export const subscribe = (request: SubscribeRequest, idempotencyKey: string) =>
  post<Purchase>('/payments/subscribe', request, idempotencyKey);

export const reportPurchase = (outcome: 'success' | 'failed', purchaseId: string, reasonCode?: number) =>
  post<Purchase>(`/sales/purchase/${outcome}`, {
    purchaseId,
    ...(reasonCode === undefined ? {} : { reasonCode }),
  });

export const redeemVoucher = (voucherCode: string, idempotencyKey: string) =>
  post<Purchase>('/sales/voucher/redeem', { voucherCode }, idempotencyKey);

export async function getSubscriptions(): Promise<SubscriptionEntry[]> {
  return (await membershipCall<SubscriptionEntry[]>('GET', '/subscription/get')).result;
}

export const checkPassword = (password: string) =>
  post<unknown>('/membership/account/checkPassword', { password });

export async function cancelSubscription(subscriptionId: number): Promise<SubscriptionEntry> {
  const query = { subscriptionId, userAgent: navigator.userAgent, origin: window.location.origin };
  return (await membershipCall<SubscriptionEntry>('GET', '/subscription/manage/cancel', { query })).result;
}

/** A purchase as the server holds it now (a payment being confirmed is followed with it). */
export async function purchaseStatus(purchaseId: string): Promise<Purchase> {
  return (await membershipCall<Purchase>('GET', `/sales/purchase/${encodeURIComponent(purchaseId)}`)).result;
}

/** The user's payment being confirmed, if any: a reloaded page follows it instead of paying again. */
export async function pendingPurchase(): Promise<Purchase | null> {
  return (await membershipCall<Purchase | null>('GET', '/sales/purchase/pending')).result;
}

/** Undo a cancel (state 5) before the period ends: auto-renewal on again. */
export const restartSubscription = (subscriptionId: number) =>
  post<SubscriptionEntry>('/subscription/manage/auto-renew', { subscriptionId, autoRenew: true });

export async function getBillingHistory(): Promise<BillingHistoryItem[]> {
  return (await membershipCall<BillingHistoryItem[]>('GET', '/subscription/history')).result;
}
