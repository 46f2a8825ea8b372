import { SubscriptionState } from '@sahra/contracts';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { AppError } from '../../../platform/errors.js';
import { describeOnEachDatabase } from '../../../testing/test-app.js';
import { manualClock } from '../../membership/test-client.js';
import { memberById, type Member } from '../../membership/public.js';
import { insertUser, markVerified } from '../../membership/users.js';
import { redeemPromotion } from '../purchase/promotion.js';
import { startPurchase } from '../purchase/start.js';
import { subscribe } from '../purchase/subscribe.js';
import { MONEY_ENV } from '../test-money.js';
import { mayWatch } from './entitlement.js';
import { payNow, runRenewals } from './renewal.js';
import { userSubscriptions } from './subscription-repository.js';
import { cancelSubscription, changePaymentMethod, refundSubscription, undoCancel } from './subscriptions.js';

const S = SubscriptionState;
const clock = manualClock();
const GOOD = 'pm_sandbox_succeeded_4242';
const BAD = 'pm_sandbox_insufficient_funds_9995';
const VOUCHER = 'MODELPROMO';
const RUNS = 1000;

type Command =
  | { kind: 'subscribe'; offer: 1 | 2 | 3; good: boolean }
  | { kind: 'renew' | 'fail' | 'recover' | 'cancel' | 'undo' | 'expire' | 'refund' | 'promotion' };

const commands = fc.array(
  fc.oneof(
    fc.record({
      kind: fc.constant('subscribe' as const),
      offer: fc.constantFrom(1, 2, 3) as fc.Arbitrary<1 | 2 | 3>,
      good: fc.boolean(),
    }),
    fc.constantFrom(
      ...(['renew', 'fail', 'recover', 'cancel', 'undo', 'expire', 'refund', 'promotion'] as const).map(
        (kind) => ({ kind }),
      ),
    ),
  ),
  { minLength: 1, maxLength: 12 },
);

/** What the model expects of one subscription. */
interface ModelSubscription {
  state: number;
  retries: number;
  promotion: boolean;
  goodCard: boolean;
}

/** The states that play, by docs/behaviour/subscription.md#states and DESIGN; Cancelling plays until its expiry. */
const PLAYING = new Set<number>([
  S.Active,
  S.Recovered,
  S.UndoCancel,
  S.UnableToProcessPayment,
  S.UnableToProcessPaymentRetrying,
]);

/** The model's renewal rule: what a due subscription becomes when the job runs. */
function renewed(sub: ModelSubscription): { charged: boolean } {
  if (sub.state === S.Cancelling) sub.state = S.Cancelled;
  else if (sub.state === S.PaymentFailed) sub.state = S.PaymentFailedEnded;
  else if (sub.promotion) sub.state = S.Completed;
  else if (sub.goodCard) {
    sub.state =
      sub.state === S.UnableToProcessPayment || sub.state === S.UnableToProcessPaymentRetrying
        ? S.Recovered
        : S.Active;
    sub.retries = 0;
    return { charged: true };
  } else {
    sub.retries += 1;
    sub.state =
      sub.retries === 1
        ? S.UnableToProcessPayment
        : sub.retries <= 3
          ? S.UnableToProcessPaymentRetrying
          : S.PaymentFailed;
  }
  return { charged: false };
}

let userCounter = 0;

describeOnEachDatabase(
  'subscriptions: model-based sequences',
  (server) => {
    const db = () => server().storage.db;
    const money = () => server().app.money;

    async function newMember(): Promise<Member> {
      userCounter += 1;
      const email = `model.${process.pid}.${userCounter}@example.com`;
      const row = await insertUser(
        db(),
        {
          name: 'Model',
          surname: 'Run',
          email,
          mobile: `+3170${String(process.pid % 1000).padStart(3, '0')}${String(userCounter).padStart(5, '0')}`,
          password: 'unused',
          termsAndConditions: true,
          CountryIsoCode: 'NL',
          language: 'en',
        },
        'not-a-hash: these users never sign in',
      );
      if (!row) throw new Error('model user not created');
      await markVerified(db(), email);
      return memberById(db(), row.id);
    }

    /** Runs one sequence against the real services and checks the model after every step. */
    async function run(sequence: Command[]) {
      const { id: userId } = await newMember();
      // as each request does, the member is read afresh (TrialUsedAt changes)
      let member = await memberById(db(), userId);
      const model = new Map<number, ModelSubscription>();
      const ended = new Map<number, number>();
      let paidCharges = 0;
      // a trial is for members who never subscribed (used a trial or had any subscription)
      let mayTry = true;
      let promotionUsed = false;
      let step = 0;
      const latest = async () => (await userSubscriptions(db(), member.id))[0];
      /** Whether the model says the user watches now; a Cancelling subscription until its stored end. */
      const playing = async () =>
        (await userSubscriptions(db(), member.id)).some((row) => {
          const state = model.get(row.id)?.state ?? 0;
          return PLAYING.has(state) || (state === S.Cancelling && clock.now() < row.period_end);
        });
      const expectRefusal = async (action: Promise<unknown>, code: string) => {
        const error = await action.then(
          () => undefined,
          (caught: unknown) => caught,
        );
        expect(error instanceof AppError ? error.errorCode : error, `step ${step}`).toBe(code);
      };
      const key = () => `model-${member.id}-${step}`;

      async function jobAtNextDue(): Promise<boolean> {
        const rows = (await userSubscriptions(db(), member.id)).filter((row) => row.state > 0);
        if (rows.length === 0) return false;
        const next = Math.min(...rows.map((row) => row.next_attempt_at.getTime()));
        clock.advance(Math.max(0, (next - clock.now().getTime()) / 1000) + 1);
        for (const row of rows) {
          const sub = model.get(row.id);
          if (sub && row.next_attempt_at <= clock.now() && renewed(sub).charged) paidCharges++;
        }
        await runRenewals(money());
        return true;
      }

      async function check() {
        const rows = await userSubscriptions(db(), member.id);
        expect(
          rows.map((row) => [row.id, row.state]),
          `step ${step}: ${JSON.stringify(sequence)}`,
        ).toEqual(rows.map((row) => [row.id, model.get(row.id)?.state]));
        for (const row of rows) {
          const end = ended.get(row.id);
          if (end !== undefined) expect(row.state, 'a terminal state stays').toBe(end);
          if (row.state < 0) ended.set(row.id, row.state);
        }
        const now = clock.now();
        const expected = rows.some(
          (row) => PLAYING.has(row.state) || (row.state === S.Cancelling && now < row.period_end),
        );
        expect(await mayWatch(db(), now, member.id, 'Arabic Premium'), `entitlement at step ${step}`).toBe(
          expected,
        );
        const keys = [
          ...(
            await db().selectFrom('sales_purchase').select('id').where('user_id', '=', member.id).execute()
          ).map((purchase) => `pur_${purchase.id}_%`),
          ...rows.map((row) => `sub\\_${row.id}\\_%`),
        ];
        const charges = await db()
          .selectFrom('payment_sandbox_charge')
          .select('succeeded')
          .where((eb) => eb.or(keys.map((pattern) => eb('idempotency_key', 'like', pattern))))
          .where('succeeded', '=', true)
          .execute();
        expect(charges.length, `charges at step ${step}`).toBe(paidCharges);
      }

      for (const command of sequence) {
        step++;
        member = await memberById(db(), userId);
        const current = await latest();
        const sub = current && model.get(current.id);
        switch (command.kind) {
          case 'subscribe': {
            if (await playing()) {
              await expectRefusal(
                startPurchase(money(), member, key(), { offerId: command.offer }),
                'AlreadySubscribed',
              );
              break;
            }
            if (command.offer === 1 && !mayTry) {
              await expectRefusal(startPurchase(money(), member, key(), { offerId: 1 }), 'OfferNotFound');
              break;
            }
            const purchase = await startPurchase(money(), member, key(), { offerId: command.offer });
            const paying = subscribe(money(), member, `${key()}-pay`, {
              purchaseId: purchase.PurchaseId,
              offer: command.offer,
              paymentMethodID: command.good ? GOOD : BAD,
            });
            if (command.offer !== 1 && !command.good) {
              await expectRefusal(paying, 2 as unknown as string);
              break;
            }
            await paying;
            const created = await latest();
            if (!created) throw new Error('no subscription after a purchase');
            model.set(created.id, { state: S.Active, retries: 0, promotion: false, goodCard: command.good });
            mayTry = false;
            if (command.offer !== 1) paidCharges++;
            break;
          }
          case 'promotion': {
            if (await playing()) {
              await expectRefusal(redeemPromotion(money(), member, key(), VOUCHER), 'AlreadySubscribed');
            } else if (promotionUsed) {
              await expectRefusal(redeemPromotion(money(), member, key(), VOUCHER), 'VoucherAlreadyRedeemed');
            } else {
              await redeemPromotion(money(), member, key(), VOUCHER);
              const created = await latest();
              if (!created) throw new Error('no subscription after a promotion');
              model.set(created.id, { state: S.Active, retries: 0, promotion: true, goodCard: false });
              promotionUsed = true;
              mayTry = false;
            }
            break;
          }
          case 'renew':
            await jobAtNextDue();
            break;
          case 'expire':
            // a year and more of renewals, retries and ends
            for (let round = 0; round < 15 && (await jobAtNextDue()); round++);
            break;
          case 'fail':
          case 'recover':
            if (!current || !sub || current.state < 0) break;
            await changePaymentMethod(
              money(),
              member.id,
              current.id,
              command.kind === 'fail' ? BAD : GOOD,
              null,
            );
            sub.goodCard = command.kind === 'recover';
            if (
              command.kind === 'recover' &&
              (sub.state === S.UnableToProcessPayment ||
                sub.state === S.UnableToProcessPaymentRetrying ||
                sub.state === S.PaymentFailed)
            ) {
              await payNow(money(), member.id, current.id);
              sub.state = S.Recovered;
              sub.retries = 0;
              paidCharges++;
            }
            break;
          case 'cancel':
            if (!current || !sub) break;
            if (current.state < 0) {
              await expectRefusal(cancelSubscription(money(), member.id, current.id), 'SubscriptionEnded');
              break;
            }
            await cancelSubscription(money(), member.id, current.id);
            if (
              sub.state === S.UnableToProcessPayment ||
              sub.state === S.UnableToProcessPaymentRetrying ||
              sub.state === S.PaymentFailed
            ) {
              sub.state = S.Cancelled;
            } else sub.state = S.Cancelling;
            break;
          case 'undo':
            if (!current || !sub) break;
            if (current.state < 0) {
              await expectRefusal(undoCancel(money(), member.id, current.id), 'SubscriptionEnded');
              break;
            }
            await undoCancel(money(), member.id, current.id);
            if (sub.state === S.Cancelling) sub.state = S.UndoCancel;
            break;
          case 'refund':
            if (!current || !sub || current.state < 0) break;
            await refundSubscription(money(), current.id);
            sub.state = S.Refunded;
            break;
        }
        await check();
      }
      // ends what is left, so later sequences' renewal runs only meet their own subscriptions
      for (const row of await userSubscriptions(db(), member.id)) {
        if (row.state > 0) await refundSubscription(money(), row.id);
      }
    }

    test(`${RUNS} random sequences of subscribe, renew, fail, recover, cancel, undo, expire, refund and promotion keep states, entitlement and charges as the model says`, async () => {
      // the clock runs on across the sequences, centuries in all, so this code must outlive it
      await db()
        .insertInto('sales_voucher')
        .values({
          code: VOUCHER,
          offer_id: 4,
          expires_at: new Date('9999-12-31T00:00:00Z'),
          max_uses: 1_000_000,
        })
        .onConflict((conflict) => conflict.column('code').doNothing())
        .execute();
      await fc.assert(fc.asyncProperty(commands, run), { numRuns: RUNS });
    }, 600_000);
  },
  { env: MONEY_ENV, clock },
);
