import { z } from 'zod';
import { badRequest } from '../lib/errors';
import { sendPromotionalMail } from '../modules/profile';
import { couponLine, createCoupon, disableCouponByCode, listCoupons, parseCouponOptions } from '../modules/promotions';
import { command } from './command';

// The operator's commands on promotions: bonus codes and the promotional mail.

const ZCouponCode = z.string().min(1).max(32);
const option = z.string().max(100).optional();

export const PROMOTION_COMMANDS = {
  'coupons-list': command({
    input: z.object({}),
    run: async ({ db }) => ({ lines: (await listCoupons(db)).map(couponLine) }),
  }),
  /** The coupon `npm run promotions:coupon -- create` describes, its options as the command line gave them. */
  'coupon-create': command({
    input: z.object({
      code: ZCouponCode,
      options: z.strictObject({
        name: option,
        deposit: z.boolean().optional(),
        redemption: z.boolean().optional(),
        'min-deposit-eur': option,
        percent: option,
        'bonus-eur': option,
        'free-spins': option,
        uses: option,
        'per-player': option,
        from: option,
        until: option,
      }),
    }),
    run: async ({ db, clock }, { code, options }) => {
      const parsed = parseCouponOptions(code, options, clock.now());
      if ('problems' in parsed) throw badRequest(`The coupon was not created: ${parsed.problems.join('; ')}`);
      return { line: couponLine(await createCoupon(db, parsed.coupon)) };
    },
  }),
  'coupon-disable': command({
    input: z.object({ code: ZCouponCode }),
    run: async ({ db, clock }, { code }) => ({ line: couponLine(await disableCouponByCode(db, code, clock.now())) }),
  }),
  /** Mails every player who passes the promotional gate, one by one, through the API's mailer. */
  'promotional-mail': command({
    input: z.object({
      subject: z
        .string()
        .trim()
        .min(1)
        .max(200)
        .regex(/^[^\r\n]*$/, { error: 'The subject must be one line.' }),
      text: z
        .string()
        .max(100_000)
        .refine((text) => text.trim() !== '', { error: 'The text is empty.' }),
    }),
    isLong: true,
    run: async (context, mail) => {
      const { mailer, registerChecks } = await context.parts();
      return sendPromotionalMail({ ...context, mailer, checks: registerChecks }, mail);
    },
  }),
};
