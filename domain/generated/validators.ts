// generated, do not edit: run `npm run codegen`
import { z } from 'zod';

/** Message of failures the spec gives no wording for (wrong type, too long, out of range). */
const INVALID = 'validation.invalidValue';

const notBlank = (value: string): boolean => value.trim() !== '';
const numberNotBlank = (value: number | string): boolean => typeof value === 'number' || value.trim() !== '';
const matches =
  (pattern: RegExp) =>
  (value: number | string): boolean =>
    pattern.test(String(value));
const toNumber = (value: number | string): number => (typeof value === 'number' ? value : Number(value));
const isDateTime = (value: string): boolean => !Number.isNaN(Date.parse(value));
const nullToUndefined = (value: unknown): unknown => (value === null ? undefined : value);
const emptyToUndefined = (value: unknown): unknown => (value === null || value === '' ? undefined : value);
const blankToNull = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? null : value);
/** The confirmation must equal the main field when the main field is a non-empty string. */
const confirms =
  (field: string, confirmation: string) =>
  (value: unknown): boolean => {
    if (typeof value !== 'object' || value === null) return true;
    const record = value as Record<string, unknown>;
    const main = record[field];
    return typeof main !== 'string' || main === '' || main === record[confirmation];
  };
const always = (): boolean => true;

/**
 * Each schema is built on its first use, not when this module loads: the console loads every entity's validators
 * with its first form, and building them all took a quarter of a second of the page's start (issue 39).
 */
const built = new Map<string, unknown>();
function once<T>(key: string, build: () => T): T {
  if (!built.has(key)) built.set(key, build());
  return built.get(key) as T;
}

/** Account: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const accountValidators = {
  form: {
    get create() {
      return once('accountValidators.form.create', () => z.object({
          email: z.string({ error: 'validation.fillInAccountEmail' }).refine(notBlank, { error: 'validation.fillInAccountEmail' }).max(254, { error: INVALID }),
          name: z.string({ error: 'validation.fillInAccountName' }).refine(notBlank, { error: 'validation.fillInAccountName' }).max(100, { error: INVALID }),
          password: z.string({ error: 'validation.fillInPassword' }).refine(notBlank, { error: 'validation.fillInPassword' }).max(200, { error: INVALID }),
          confirmPassword: z.string({ error: 'validation.confirmPasswordMismatch' }).nullish(),
          role_id: z.union([z.number({ error: 'validation.selectAccountRole' }), z.string({ error: 'validation.selectAccountRole' })], { error: 'validation.selectAccountRole' }).refine(numberNotBlank, { error: 'validation.selectAccountRole' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })),
          mobile: z.string({ error: 'validation.fillInAccountMobile' }).refine(notBlank, { error: 'validation.fillInAccountMobile' }).max(40, { error: INVALID }),
          store: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).nullish(),
          enableWholeStore: z.boolean({ error: INVALID }).nullish(),
          ssoOnly: z.boolean({ error: INVALID }).nullish(),
          forceChange: z.boolean({ error: INVALID }).nullish(),
        })
          .refine(confirms('password', 'confirmPassword'), { error: 'validation.confirmPasswordMismatch', path: ['confirmPassword'], when: always }));
    },
    get edit() {
      return once('accountValidators.form.edit', () => z.object({
          email: z.string({ error: 'validation.fillInAccountEmail' }).refine(notBlank, { error: 'validation.fillInAccountEmail' }).max(254, { error: INVALID }),
          name: z.string({ error: 'validation.fillInAccountName' }).refine(notBlank, { error: 'validation.fillInAccountName' }).max(100, { error: INVALID }),
          password: z.preprocess(emptyToUndefined, z.string({ error: INVALID }).refine(notBlank, { error: 'validation.fillInPassword' }).max(200, { error: INVALID }).optional()),
          confirmPassword: z.string({ error: 'validation.confirmPasswordMismatch' }).nullish(),
          role_id: z.union([z.number({ error: 'validation.selectAccountRole' }), z.string({ error: 'validation.selectAccountRole' })], { error: 'validation.selectAccountRole' }).refine(numberNotBlank, { error: 'validation.selectAccountRole' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })),
          mobile: z.preprocess(nullToUndefined, z.string({ error: INVALID }).refine(notBlank, { error: 'validation.fillInAccountMobile' }).max(40, { error: INVALID }).optional()),
          store: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).nullish(),
          enableWholeStore: z.boolean({ error: INVALID }).nullish(),
          ssoOnly: z.boolean({ error: INVALID }).nullish(),
          forceChange: z.boolean({ error: INVALID }).nullish(),
        })
          .refine(confirms('password', 'confirmPassword'), { error: 'validation.confirmPasswordMismatch', path: ['confirmPassword'], when: always }));
    },
    get ownAccount() {
      return once('accountValidators.form.ownAccount', () => z.object({
          email: z.string({ error: 'validation.fillInAccountEmail' }).refine(notBlank, { error: 'validation.fillInAccountEmail' }).max(254, { error: INVALID }),
          name: z.string({ error: 'validation.fillInAccountName' }).refine(notBlank, { error: 'validation.fillInAccountName' }).max(100, { error: INVALID }),
          password: z.preprocess(emptyToUndefined, z.string({ error: INVALID }).refine(notBlank, { error: 'validation.fillInPassword' }).max(200, { error: INVALID }).optional()),
          confirmPassword: z.string({ error: 'validation.confirmPasswordMismatch' }).nullish(),
          mobile: z.preprocess(nullToUndefined, z.string({ error: INVALID }).refine(notBlank, { error: 'validation.fillInAccountMobile' }).max(40, { error: INVALID }).optional()),
        })
          .refine(confirms('password', 'confirmPassword'), { error: 'validation.confirmPasswordMismatch', path: ['confirmPassword'], when: always }));
    },
    get passwordChange() {
      return once('accountValidators.form.passwordChange', () => z.object({
          password: z.string({ error: 'validation.fillInPassword' }).refine(notBlank, { error: 'validation.fillInPassword' }).max(200, { error: INVALID }),
          confirmPassword: z.string({ error: 'validation.confirmPasswordMismatch' }).nullish(),
        })
          .refine(confirms('password', 'confirmPassword'), { error: 'validation.confirmPasswordMismatch', path: ['confirmPassword'], when: always }));
    },
  },
  fields: {
    ownAccount: ['email', 'name', 'mobile', 'password'] as const,
    passwordChange: ['password'] as const,
  },
  api: {
    get create() {
      return once('accountValidators.api.create', () => z.object({
          email: z.string({ error: 'validation.fillInAccountEmail' }).refine(notBlank, { error: 'validation.fillInAccountEmail' }).max(254, { error: INVALID }),
          name: z.string({ error: 'validation.fillInAccountName' }).refine(notBlank, { error: 'validation.fillInAccountName' }).max(100, { error: INVALID }),
          password: z.string({ error: 'validation.fillInPassword' }).refine(notBlank, { error: 'validation.fillInPassword' }).max(200, { error: INVALID }),
          role_id: z.union([z.number({ error: 'validation.selectAccountRole' }), z.string({ error: 'validation.selectAccountRole' })], { error: 'validation.selectAccountRole' }).refine(numberNotBlank, { error: 'validation.selectAccountRole' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })),
          mobile: z.string({ error: 'validation.fillInAccountMobile' }).refine(notBlank, { error: 'validation.fillInAccountMobile' }).max(40, { error: INVALID }),
          store: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).nullish(),
          enableWholeStore: z.boolean({ error: INVALID }).nullish(),
          ssoOnly: z.boolean({ error: INVALID }).nullish(),
          forceChange: z.boolean({ error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('accountValidators.api.update', () => z.object({
          email: z.string({ error: 'validation.fillInAccountEmail' }).refine(notBlank, { error: 'validation.fillInAccountEmail' }).max(254, { error: INVALID }),
          name: z.string({ error: 'validation.fillInAccountName' }).refine(notBlank, { error: 'validation.fillInAccountName' }).max(100, { error: INVALID }),
          password: z.preprocess(nullToUndefined, z.string({ error: INVALID }).refine(notBlank, { error: 'validation.fillInPassword' }).max(200, { error: INVALID }).optional()),
          role_id: z.union([z.number({ error: 'validation.selectAccountRole' }), z.string({ error: 'validation.selectAccountRole' })], { error: 'validation.selectAccountRole' }).refine(numberNotBlank, { error: 'validation.selectAccountRole' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })),
          mobile: z.preprocess(nullToUndefined, z.string({ error: INVALID }).refine(notBlank, { error: 'validation.fillInAccountMobile' }).max(40, { error: INVALID }).optional()),
          store: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).nullish(),
          enableWholeStore: z.boolean({ error: INVALID }).nullish(),
          ssoOnly: z.boolean({ error: INVALID }).nullish(),
          forceChange: z.boolean({ error: INVALID }).nullish(),
        }));
    },
  },
};
export type AccountCreateInput = z.output<typeof accountValidators.api.create>;
export type AccountUpdateInput = z.output<typeof accountValidators.api.update>;

/** Alarm: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const alarmValidators = {
  form: {
    get create() {
      return once('alarmValidators.form.create', () => z.object({
          id: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          location: z.string({ error: INVALID }).nullish(),
          type: z.string({ error: INVALID }).nullish(),
          class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
          alarmType: z.string({ error: INVALID }).nullish(),
          alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          sourceType: z.string({ error: INVALID }).nullish(),
          sourceId: z.string({ error: INVALID }).nullish(),
          data: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('alarmValidators.form.edit', () => z.object({
          id: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          location: z.string({ error: INVALID }).nullish(),
          type: z.string({ error: INVALID }).nullish(),
          class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
          alarmType: z.string({ error: INVALID }).nullish(),
          alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          sourceType: z.string({ error: INVALID }).nullish(),
          sourceId: z.string({ error: INVALID }).nullish(),
          data: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('alarmValidators.api.create', () => z.object({
          id: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          location: z.string({ error: INVALID }).nullish(),
          type: z.string({ error: INVALID }).nullish(),
          class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
          alarmType: z.string({ error: INVALID }).nullish(),
          alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          sourceType: z.string({ error: INVALID }).nullish(),
          sourceId: z.string({ error: INVALID }).nullish(),
          data: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('alarmValidators.api.update', () => z.object({
          id: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          location: z.string({ error: INVALID }).nullish(),
          type: z.string({ error: INVALID }).nullish(),
          class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
          alarmType: z.string({ error: INVALID }).nullish(),
          alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          sourceType: z.string({ error: INVALID }).nullish(),
          sourceId: z.string({ error: INVALID }).nullish(),
          data: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
        }));
    },
  },
};
export type AlarmCreateInput = z.output<typeof alarmValidators.api.create>;
export type AlarmUpdateInput = z.output<typeof alarmValidators.api.update>;

/** AlarmContent: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const alarmContentValidators = {
  form: {
    get create() {
      return once('alarmContentValidators.form.create', () => z.object({
          title: z.string({ error: 'validation.alarmContentTitle' }).refine(notBlank, { error: 'validation.alarmContentTitle' }).max(200, { error: INVALID }),
          detail: z.string({ error: 'validation.alarmContentDetail' }).refine(notBlank, { error: 'validation.alarmContentDetail' }).max(2000, { error: INVALID }),
          subject: z.string({ error: 'validation.alarmContentSubject' }).refine(notBlank, { error: 'validation.alarmContentSubject' }).max(200, { error: INVALID }),
          body: z.string({ error: 'validation.alarmContentBody' }).refine(notBlank, { error: 'validation.alarmContentBody' }).max(10000, { error: INVALID }),
        }));
    },
    get edit() {
      return once('alarmContentValidators.form.edit', () => z.object({
          type: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          title: z.string({ error: 'validation.alarmContentTitle' }).refine(notBlank, { error: 'validation.alarmContentTitle' }).max(200, { error: INVALID }),
          detail: z.string({ error: 'validation.alarmContentDetail' }).refine(notBlank, { error: 'validation.alarmContentDetail' }).max(2000, { error: INVALID }),
          subject: z.string({ error: 'validation.alarmContentSubject' }).refine(notBlank, { error: 'validation.alarmContentSubject' }).max(200, { error: INVALID }),
          body: z.string({ error: 'validation.alarmContentBody' }).refine(notBlank, { error: 'validation.alarmContentBody' }).max(10000, { error: INVALID }),
        }));
    },
    get content() {
      return once('alarmContentValidators.form.content', () => z.object({
          title: z.string({ error: 'validation.alarmContentTitle' }).refine(notBlank, { error: 'validation.alarmContentTitle' }).max(200, { error: INVALID }),
          detail: z.string({ error: 'validation.alarmContentDetail' }).refine(notBlank, { error: 'validation.alarmContentDetail' }).max(2000, { error: INVALID }),
          subject: z.string({ error: 'validation.alarmContentSubject' }).refine(notBlank, { error: 'validation.alarmContentSubject' }).max(200, { error: INVALID }),
          body: z.string({ error: 'validation.alarmContentBody' }).refine(notBlank, { error: 'validation.alarmContentBody' }).max(10000, { error: INVALID }),
        }));
    },
  },
  fields: {
    content: ['title', 'detail', 'subject', 'body'] as const,
  },
  api: {
    get create() {
      return once('alarmContentValidators.api.create', () => z.object({
          title: z.string({ error: 'validation.alarmContentTitle' }).refine(notBlank, { error: 'validation.alarmContentTitle' }).max(200, { error: INVALID }),
          detail: z.string({ error: 'validation.alarmContentDetail' }).refine(notBlank, { error: 'validation.alarmContentDetail' }).max(2000, { error: INVALID }),
          subject: z.string({ error: 'validation.alarmContentSubject' }).refine(notBlank, { error: 'validation.alarmContentSubject' }).max(200, { error: INVALID }),
          body: z.string({ error: 'validation.alarmContentBody' }).refine(notBlank, { error: 'validation.alarmContentBody' }).max(10000, { error: INVALID }),
        }));
    },
    get update() {
      return once('alarmContentValidators.api.update', () => z.object({
          type: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          title: z.string({ error: 'validation.alarmContentTitle' }).refine(notBlank, { error: 'validation.alarmContentTitle' }).max(200, { error: INVALID }),
          detail: z.string({ error: 'validation.alarmContentDetail' }).refine(notBlank, { error: 'validation.alarmContentDetail' }).max(2000, { error: INVALID }),
          subject: z.string({ error: 'validation.alarmContentSubject' }).refine(notBlank, { error: 'validation.alarmContentSubject' }).max(200, { error: INVALID }),
          body: z.string({ error: 'validation.alarmContentBody' }).refine(notBlank, { error: 'validation.alarmContentBody' }).max(10000, { error: INVALID }),
        }));
    },
  },
};
export type AlarmContentCreateInput = z.output<typeof alarmContentValidators.api.create>;
export type AlarmContentUpdateInput = z.output<typeof alarmContentValidators.api.update>;

/** AlarmNotification: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const alarmNotificationValidators = {
  form: {
    get create() {
      return once('alarmNotificationValidators.form.create', () => z.object({
          enabled: z.boolean({ error: INVALID }).nullish(),
          members: z.array(z.string({ error: INVALID }).max(254, { error: INVALID }), { error: INVALID }).max(100, { error: INVALID }).nullish(),
          addresses: z.array(z.string({ error: INVALID }).max(254, { error: INVALID }), { error: INVALID }).max(100, { error: INVALID }).nullish(),
          class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('alarmNotificationValidators.form.edit', () => z.object({
          type: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          enabled: z.boolean({ error: INVALID }).nullish(),
          members: z.array(z.string({ error: INVALID }).max(254, { error: INVALID }), { error: INVALID }).max(100, { error: INVALID }).nullish(),
          addresses: z.array(z.string({ error: INVALID }).max(254, { error: INVALID }), { error: INVALID }).max(100, { error: INVALID }).nullish(),
          class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
        }));
    },
    get notification() {
      return once('alarmNotificationValidators.form.notification', () => z.object({
          type: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          enabled: z.boolean({ error: INVALID }).nullish(),
          members: z.array(z.string({ error: INVALID }).max(254, { error: INVALID }), { error: INVALID }).max(100, { error: INVALID }).nullish(),
          addresses: z.array(z.string({ error: INVALID }).max(254, { error: INVALID }), { error: INVALID }).max(100, { error: INVALID }).nullish(),
          class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
        }));
    },
  },
  fields: {
    notification: ['type', 'enabled', 'class', 'members', 'addresses'] as const,
  },
  api: {
    get create() {
      return once('alarmNotificationValidators.api.create', () => z.object({
          enabled: z.boolean({ error: INVALID }).nullish(),
          members: z.array(z.string({ error: INVALID }).max(254, { error: INVALID }), { error: INVALID }).max(100, { error: INVALID }).nullish(),
          addresses: z.array(z.string({ error: INVALID }).max(254, { error: INVALID }), { error: INVALID }).max(100, { error: INVALID }).nullish(),
          class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('alarmNotificationValidators.api.update', () => z.object({
          type: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          enabled: z.boolean({ error: INVALID }).nullish(),
          members: z.array(z.string({ error: INVALID }).max(254, { error: INVALID }), { error: INVALID }).max(100, { error: INVALID }).nullish(),
          addresses: z.array(z.string({ error: INVALID }).max(254, { error: INVALID }), { error: INVALID }).max(100, { error: INVALID }).nullish(),
          class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
        }));
    },
  },
};
export type AlarmNotificationCreateInput = z.output<typeof alarmNotificationValidators.api.create>;
export type AlarmNotificationUpdateInput = z.output<typeof alarmNotificationValidators.api.update>;

/** AlarmSetting: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const alarmSettingValidators = {
  form: {
    get create() {
      return once('alarmSettingValidators.form.create', () => z.object({
          memoryThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          diskThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          progressThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          totalTagsThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000000, { error: INVALID })).nullish()),
          receiveCriticalOnly: z.boolean({ error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('alarmSettingValidators.form.edit', () => z.object({
          memoryThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          diskThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          progressThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          totalTagsThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000000, { error: INVALID })).nullish()),
          receiveCriticalOnly: z.boolean({ error: INVALID }).nullish(),
        }));
    },
    get alarmSetting() {
      return once('alarmSettingValidators.form.alarmSetting', () => z.object({
          memoryThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          diskThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          progressThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          totalTagsThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000000, { error: INVALID })).nullish()),
          receiveCriticalOnly: z.boolean({ error: INVALID }).nullish(),
        }));
    },
  },
  fields: {
    alarmSetting: ['memoryThreshold', 'diskThreshold', 'progressThreshold', 'totalTagsThreshold', 'receiveCriticalOnly'] as const,
  },
  api: {
    get create() {
      return once('alarmSettingValidators.api.create', () => z.object({
          memoryThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          diskThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          progressThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          totalTagsThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000000, { error: INVALID })).nullish()),
          receiveCriticalOnly: z.boolean({ error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('alarmSettingValidators.api.update', () => z.object({
          memoryThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          diskThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          progressThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          totalTagsThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000000, { error: INVALID })).nullish()),
          receiveCriticalOnly: z.boolean({ error: INVALID }).nullish(),
        }));
    },
  },
};
export type AlarmSettingCreateInput = z.output<typeof alarmSettingValidators.api.create>;
export type AlarmSettingUpdateInput = z.output<typeof alarmSettingValidators.api.update>;

/** Alias: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const aliasValidators = {
  form: {
    get create() {
      return once('aliasValidators.form.create', () => z.object({
          index: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID })),
          name: z.string({ error: 'validation.invalidValue' }).refine(notBlank, { error: 'validation.invalidValue' }).max(100, { error: INVALID }),
          key: z.boolean({ error: INVALID }).nullish(),
          chart: z.boolean({ error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('aliasValidators.form.edit', () => z.object({
          index: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID })),
          name: z.string({ error: 'validation.invalidValue' }).refine(notBlank, { error: 'validation.invalidValue' }).max(100, { error: INVALID }),
          key: z.boolean({ error: INVALID }).nullish(),
          chart: z.boolean({ error: INVALID }).nullish(),
        }));
    },
    get aliasRow() {
      return once('aliasValidators.form.aliasRow', () => z.object({
          index: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID })),
          name: z.string({ error: 'validation.invalidValue' }).refine(notBlank, { error: 'validation.invalidValue' }).max(100, { error: INVALID }),
          key: z.boolean({ error: INVALID }).nullish(),
          chart: z.boolean({ error: INVALID }).nullish(),
        }));
    },
  },
  fields: {
    aliasRow: ['index', 'name', 'key', 'chart'] as const,
  },
  api: {
    get create() {
      return once('aliasValidators.api.create', () => z.object({
          index: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID })),
          name: z.string({ error: 'validation.invalidValue' }).refine(notBlank, { error: 'validation.invalidValue' }).max(100, { error: INVALID }),
          key: z.boolean({ error: INVALID }).nullish(),
          chart: z.boolean({ error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('aliasValidators.api.update', () => z.object({
          index: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID })),
          name: z.string({ error: 'validation.invalidValue' }).refine(notBlank, { error: 'validation.invalidValue' }).max(100, { error: INVALID }),
          key: z.boolean({ error: INVALID }).nullish(),
          chart: z.boolean({ error: INVALID }).nullish(),
        }));
    },
  },
};
export type AliasCreateInput = z.output<typeof aliasValidators.api.create>;
export type AliasUpdateInput = z.output<typeof aliasValidators.api.update>;

/** Amac: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const amacValidators = {
  form: {
    get create() {
      return once('amacValidators.form.create', () => z.object({
          abstractData: z.string({ error: 'validation.fillInAbstractData' }).refine(notBlank, { error: 'validation.fillInAbstractData' }).max(1000, { error: INVALID }),
          abstractCode: z.string({ error: 'validation.fillInAbstractCode' }).refine(notBlank, { error: 'validation.fillInAbstractCode' }).max(64, { error: INVALID }),
        }));
    },
    get edit() {
      return once('amacValidators.form.edit', () => z.object({
          abstractData: z.string({ error: 'validation.fillInAbstractData' }).refine(notBlank, { error: 'validation.fillInAbstractData' }).max(1000, { error: INVALID }),
          abstractCode: z.string({ error: 'validation.fillInAbstractCode' }).refine(notBlank, { error: 'validation.fillInAbstractCode' }).max(64, { error: INVALID }),
        }));
    },
    get amacItem() {
      return once('amacValidators.form.amacItem', () => z.object({
          abstractData: z.string({ error: 'validation.fillInAbstractData' }).refine(notBlank, { error: 'validation.fillInAbstractData' }).max(1000, { error: INVALID }),
          abstractCode: z.string({ error: 'validation.fillInAbstractCode' }).refine(notBlank, { error: 'validation.fillInAbstractCode' }).max(64, { error: INVALID }),
        }));
    },
  },
  fields: {
    amacItem: ['abstractData', 'abstractCode'] as const,
  },
  api: {
    get create() {
      return once('amacValidators.api.create', () => z.object({
          abstractData: z.string({ error: 'validation.fillInAbstractData' }).refine(notBlank, { error: 'validation.fillInAbstractData' }).max(1000, { error: INVALID }),
          abstractCode: z.string({ error: 'validation.fillInAbstractCode' }).refine(notBlank, { error: 'validation.fillInAbstractCode' }).max(64, { error: INVALID }),
        }));
    },
    get update() {
      return once('amacValidators.api.update', () => z.object({
          abstractData: z.string({ error: 'validation.fillInAbstractData' }).refine(notBlank, { error: 'validation.fillInAbstractData' }).max(1000, { error: INVALID }),
          abstractCode: z.string({ error: 'validation.fillInAbstractCode' }).refine(notBlank, { error: 'validation.fillInAbstractCode' }).max(64, { error: INVALID }),
        }));
    },
  },
};
export type AmacCreateInput = z.output<typeof amacValidators.api.create>;
export type AmacUpdateInput = z.output<typeof amacValidators.api.update>;

/** ApiToken: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const apiTokenValidators = {
  form: {
    get create() {
      return once('apiTokenValidators.form.create', () => z.object({
          name: z.string({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }).nullish(),
          role_id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          store: z.array(z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).nullish(),
          enableWholeStore: z.boolean({ error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('apiTokenValidators.form.edit', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          name: z.string({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }).nullish(),
          role_id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          store: z.array(z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).nullish(),
          enableWholeStore: z.boolean({ error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('apiTokenValidators.api.create', () => z.object({
          name: z.string({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }).nullish(),
          role_id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          store: z.array(z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).nullish(),
          enableWholeStore: z.boolean({ error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('apiTokenValidators.api.update', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          name: z.string({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }).nullish(),
          role_id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          store: z.array(z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).nullish(),
          enableWholeStore: z.boolean({ error: INVALID }).nullish(),
        }));
    },
  },
};
export type ApiTokenCreateInput = z.output<typeof apiTokenValidators.api.create>;
export type ApiTokenUpdateInput = z.output<typeof apiTokenValidators.api.update>;

/** AppFile: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const appFileValidators = {
  form: {
    get create() {
      return once('appFileValidators.form.create', () => z.object({
          ver: z.string({ error: INVALID }).max(128, { error: INVALID }).nullish(),
          fileName: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          size: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          active: z.boolean({ error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('appFileValidators.form.edit', () => z.object({
          _id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          ver: z.string({ error: INVALID }).max(128, { error: INVALID }).nullish(),
          fileName: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          size: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          active: z.boolean({ error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('appFileValidators.api.create', () => z.object({
          ver: z.string({ error: INVALID }).max(128, { error: INVALID }).nullish(),
          fileName: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          size: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          sha256: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          active: z.boolean({ error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('appFileValidators.api.update', () => z.object({
          _id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          ver: z.string({ error: INVALID }).max(128, { error: INVALID }).nullish(),
          fileName: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          size: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          sha256: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          active: z.boolean({ error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type AppFileCreateInput = z.output<typeof appFileValidators.api.create>;
export type AppFileUpdateInput = z.output<typeof appFileValidators.api.update>;

/** BatteryForecast: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const batteryForecastValidators = {
  form: {
    get create() {
      return once('batteryForecastValidators.form.create', () => z.object({
          tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          aisle: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          level: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          ratePerMonth: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          forecastAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          state: z.enum(['forecast', 'low', 'tooFewReadings', 'noDrain'], { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('batteryForecastValidators.form.edit', () => z.object({
          tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          aisle: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          level: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          ratePerMonth: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          forecastAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          state: z.enum(['forecast', 'low', 'tooFewReadings', 'noDrain'], { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('batteryForecastValidators.api.create', () => z.object({
          tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          tagType: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          aisle: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          level: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          ratePerMonth: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          forecastAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          state: z.enum(['forecast', 'low', 'tooFewReadings', 'noDrain'], { error: INVALID }).nullish(),
          readings: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          replacedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          lastReadingAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          computedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('batteryForecastValidators.api.update', () => z.object({
          tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          tagType: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          aisle: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          level: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          ratePerMonth: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          forecastAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          state: z.enum(['forecast', 'low', 'tooFewReadings', 'noDrain'], { error: INVALID }).nullish(),
          readings: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          replacedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          lastReadingAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          computedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type BatteryForecastCreateInput = z.output<typeof batteryForecastValidators.api.create>;
export type BatteryForecastUpdateInput = z.output<typeof batteryForecastValidators.api.update>;

/** BatteryStore: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const batteryStoreValidators = {
  form: {
    get create() {
      return once('batteryStoreValidators.form.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          thisWeek: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          nextWeek: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          thisMonth: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          low: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          tooFewReadings: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          tags: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
        }));
    },
    get edit() {
      return once('batteryStoreValidators.form.edit', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          thisWeek: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          nextWeek: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          thisMonth: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          low: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          tooFewReadings: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          tags: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
        }));
    },
  },
  api: {
    get create() {
      return once('batteryStoreValidators.api.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          thisWeek: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          nextWeek: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          thisMonth: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          low: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          tooFewReadings: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          tags: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
        }));
    },
    get update() {
      return once('batteryStoreValidators.api.update', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          thisWeek: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          nextWeek: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          thisMonth: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          low: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          tooFewReadings: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          tags: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
        }));
    },
  },
};
export type BatteryStoreCreateInput = z.output<typeof batteryStoreValidators.api.create>;
export type BatteryStoreUpdateInput = z.output<typeof batteryStoreValidators.api.update>;

/** ChannelSetting: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const channelSettingValidators = {
  form: {
    get create() {
      return once('channelSettingValidators.form.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          gwIndex: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })),
          dataChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
          eventChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
        }));
    },
    get edit() {
      return once('channelSettingValidators.form.edit', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          gwIndex: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })),
          dataChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
          eventChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
        }));
    },
    get channelRow() {
      return once('channelSettingValidators.form.channelRow', () => z.object({
          gwIndex: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })),
          dataChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
          eventChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
        }));
    },
  },
  fields: {
    channelRow: ['gwIndex', 'dataChannel', 'eventChannel'] as const,
  },
  api: {
    get create() {
      return once('channelSettingValidators.api.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          gwIndex: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })),
          dataChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
          eventChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
        }));
    },
    get update() {
      return once('channelSettingValidators.api.update', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          gwIndex: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })),
          dataChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
          eventChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
        }));
    },
  },
};
export type ChannelSettingCreateInput = z.output<typeof channelSettingValidators.api.create>;
export type ChannelSettingUpdateInput = z.output<typeof channelSettingValidators.api.update>;

/** Dashboard: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const dashboardValidators = {
  form: {
    get create() {
      return once('dashboardValidators.form.create', () => z.object({
          name: z.string({ error: 'validation.fillInDashboardName' }).refine(notBlank, { error: 'validation.fillInDashboardName' }).max(100, { error: INVALID }),
          sharedRoles: z.array(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }), { error: INVALID }).max(1000, { error: INVALID }).nullish(),
          variables: z.object({ stores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), range: z.object({ from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), last: z.enum(['1h', '24h', '7d', '30d'], { error: INVALID }).optional() }, { error: INVALID }).optional() }, { error: INVALID }).nullish(),
          layouts: z.object({ lg: z.array(z.object({ i: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), x: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(48, { error: INVALID }), y: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000, { error: INVALID }), w: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(48, { error: INVALID }), h: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }), sm: z.array(z.object({ i: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), x: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(48, { error: INVALID }), y: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000, { error: INVALID }), w: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(48, { error: INVALID }), h: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }) }, { error: INVALID }).nullish(),
          panels: z.array(z.object({ id: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), kind: z.enum(['number', 'doughnut', 'bar', 'line', 'table', 'map', 'spec', 'text', 'gauge'], { error: INVALID }), title: z.string({ error: INVALID }).max(200, { error: INVALID }), spec: z.enum([
      'updateRates',
      'serverStatus',
      'gatewayStatus',
      'tagStatus',
      'tagTypes',
      'firmwareVersions',
      'storeBars',
      'dailyUpdated',
      'alarmTable',
      'storeSummary',
    ], { error: INVALID }).optional(), query: z.object({ entity: z.string({ error: INVALID }).max(64, { error: INVALID }), measure: z.object({ fn: z.enum(['count', 'countDistinct', 'sum', 'avg', 'min', 'max', 'percentile'], { error: INVALID }), field: z.string({ error: INVALID }).max(64, { error: INVALID }).optional(), p: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }).optional() }, { error: INVALID }), groupBy: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).optional(), bucket: z.object({ field: z.string({ error: INVALID }).max(64, { error: INVALID }), unit: z.enum(['hour', 'day', 'week'], { error: INVALID }) }, { error: INVALID }).optional(), filters: z.record(z.string(), z.unknown(), { error: INVALID }).optional(), stores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), sort: z.enum(['value-desc', 'value-asc', 'key'], { error: INVALID }).optional(), limit: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(1000, { error: INVALID }).optional() }, { error: INVALID }).optional(), options: z.object({ unit: z.string({ error: INVALID }).max(32, { error: INVALID }).optional(), colors: z.array(z.string({ error: INVALID }).max(32, { error: INVALID }), { error: INVALID }).max(32, { error: INVALID }).optional(), thresholds: z.array(z.object({ value: z.number({ error: INVALID }), color: z.string({ error: INVALID }).max(32, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(32, { error: INVALID }).optional(), stacked: z.boolean({ error: INVALID }).optional(), topN: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(50, { error: INVALID }).optional(), markdown: z.string({ error: INVALID }).max(20000, { error: INVALID }).optional(), min: z.number({ error: INVALID }).optional(), max: z.number({ error: INVALID }).optional(), refreshSeconds: z.number({ error: INVALID }).int({ error: INVALID }).min(10, { error: INVALID }).max(3600, { error: INVALID }), pinStores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), pinRange: z.object({ from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), last: z.enum(['1h', '24h', '7d', '30d'], { error: INVALID }).optional() }, { error: INVALID }).optional() }, { error: INVALID }), alert: z.object({ enabled: z.boolean({ error: INVALID }), comparison: z.enum(['above', 'below'], { error: INVALID }), threshold: z.number({ error: INVALID }), forMinutes: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1440, { error: INVALID }) }, { error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('dashboardValidators.form.edit', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          name: z.string({ error: 'validation.fillInDashboardName' }).refine(notBlank, { error: 'validation.fillInDashboardName' }).max(100, { error: INVALID }),
          sharedRoles: z.array(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }), { error: INVALID }).max(1000, { error: INVALID }).nullish(),
          variables: z.object({ stores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), range: z.object({ from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), last: z.enum(['1h', '24h', '7d', '30d'], { error: INVALID }).optional() }, { error: INVALID }).optional() }, { error: INVALID }).nullish(),
          layouts: z.object({ lg: z.array(z.object({ i: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), x: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(48, { error: INVALID }), y: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000, { error: INVALID }), w: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(48, { error: INVALID }), h: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }), sm: z.array(z.object({ i: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), x: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(48, { error: INVALID }), y: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000, { error: INVALID }), w: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(48, { error: INVALID }), h: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }) }, { error: INVALID }).nullish(),
          panels: z.array(z.object({ id: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), kind: z.enum(['number', 'doughnut', 'bar', 'line', 'table', 'map', 'spec', 'text', 'gauge'], { error: INVALID }), title: z.string({ error: INVALID }).max(200, { error: INVALID }), spec: z.enum([
      'updateRates',
      'serverStatus',
      'gatewayStatus',
      'tagStatus',
      'tagTypes',
      'firmwareVersions',
      'storeBars',
      'dailyUpdated',
      'alarmTable',
      'storeSummary',
    ], { error: INVALID }).optional(), query: z.object({ entity: z.string({ error: INVALID }).max(64, { error: INVALID }), measure: z.object({ fn: z.enum(['count', 'countDistinct', 'sum', 'avg', 'min', 'max', 'percentile'], { error: INVALID }), field: z.string({ error: INVALID }).max(64, { error: INVALID }).optional(), p: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }).optional() }, { error: INVALID }), groupBy: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).optional(), bucket: z.object({ field: z.string({ error: INVALID }).max(64, { error: INVALID }), unit: z.enum(['hour', 'day', 'week'], { error: INVALID }) }, { error: INVALID }).optional(), filters: z.record(z.string(), z.unknown(), { error: INVALID }).optional(), stores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), sort: z.enum(['value-desc', 'value-asc', 'key'], { error: INVALID }).optional(), limit: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(1000, { error: INVALID }).optional() }, { error: INVALID }).optional(), options: z.object({ unit: z.string({ error: INVALID }).max(32, { error: INVALID }).optional(), colors: z.array(z.string({ error: INVALID }).max(32, { error: INVALID }), { error: INVALID }).max(32, { error: INVALID }).optional(), thresholds: z.array(z.object({ value: z.number({ error: INVALID }), color: z.string({ error: INVALID }).max(32, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(32, { error: INVALID }).optional(), stacked: z.boolean({ error: INVALID }).optional(), topN: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(50, { error: INVALID }).optional(), markdown: z.string({ error: INVALID }).max(20000, { error: INVALID }).optional(), min: z.number({ error: INVALID }).optional(), max: z.number({ error: INVALID }).optional(), refreshSeconds: z.number({ error: INVALID }).int({ error: INVALID }).min(10, { error: INVALID }).max(3600, { error: INVALID }), pinStores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), pinRange: z.object({ from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), last: z.enum(['1h', '24h', '7d', '30d'], { error: INVALID }).optional() }, { error: INVALID }).optional() }, { error: INVALID }), alert: z.object({ enabled: z.boolean({ error: INVALID }), comparison: z.enum(['above', 'below'], { error: INVALID }), threshold: z.number({ error: INVALID }), forMinutes: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1440, { error: INVALID }) }, { error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('dashboardValidators.api.create', () => z.object({
          name: z.string({ error: 'validation.fillInDashboardName' }).refine(notBlank, { error: 'validation.fillInDashboardName' }).max(100, { error: INVALID }),
          sharedRoles: z.array(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }), { error: INVALID }).max(1000, { error: INVALID }).nullish(),
          variables: z.object({ stores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), range: z.object({ from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), last: z.enum(['1h', '24h', '7d', '30d'], { error: INVALID }).optional() }, { error: INVALID }).optional() }, { error: INVALID }).nullish(),
          layouts: z.object({ lg: z.array(z.object({ i: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), x: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(48, { error: INVALID }), y: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000, { error: INVALID }), w: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(48, { error: INVALID }), h: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }), sm: z.array(z.object({ i: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), x: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(48, { error: INVALID }), y: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000, { error: INVALID }), w: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(48, { error: INVALID }), h: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }) }, { error: INVALID }).nullish(),
          panels: z.array(z.object({ id: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), kind: z.enum(['number', 'doughnut', 'bar', 'line', 'table', 'map', 'spec', 'text', 'gauge'], { error: INVALID }), title: z.string({ error: INVALID }).max(200, { error: INVALID }), spec: z.enum([
      'updateRates',
      'serverStatus',
      'gatewayStatus',
      'tagStatus',
      'tagTypes',
      'firmwareVersions',
      'storeBars',
      'dailyUpdated',
      'alarmTable',
      'storeSummary',
    ], { error: INVALID }).optional(), query: z.object({ entity: z.string({ error: INVALID }).max(64, { error: INVALID }), measure: z.object({ fn: z.enum(['count', 'countDistinct', 'sum', 'avg', 'min', 'max', 'percentile'], { error: INVALID }), field: z.string({ error: INVALID }).max(64, { error: INVALID }).optional(), p: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }).optional() }, { error: INVALID }), groupBy: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).optional(), bucket: z.object({ field: z.string({ error: INVALID }).max(64, { error: INVALID }), unit: z.enum(['hour', 'day', 'week'], { error: INVALID }) }, { error: INVALID }).optional(), filters: z.record(z.string(), z.unknown(), { error: INVALID }).optional(), stores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), sort: z.enum(['value-desc', 'value-asc', 'key'], { error: INVALID }).optional(), limit: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(1000, { error: INVALID }).optional() }, { error: INVALID }).optional(), options: z.object({ unit: z.string({ error: INVALID }).max(32, { error: INVALID }).optional(), colors: z.array(z.string({ error: INVALID }).max(32, { error: INVALID }), { error: INVALID }).max(32, { error: INVALID }).optional(), thresholds: z.array(z.object({ value: z.number({ error: INVALID }), color: z.string({ error: INVALID }).max(32, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(32, { error: INVALID }).optional(), stacked: z.boolean({ error: INVALID }).optional(), topN: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(50, { error: INVALID }).optional(), markdown: z.string({ error: INVALID }).max(20000, { error: INVALID }).optional(), min: z.number({ error: INVALID }).optional(), max: z.number({ error: INVALID }).optional(), refreshSeconds: z.number({ error: INVALID }).int({ error: INVALID }).min(10, { error: INVALID }).max(3600, { error: INVALID }), pinStores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), pinRange: z.object({ from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), last: z.enum(['1h', '24h', '7d', '30d'], { error: INVALID }).optional() }, { error: INVALID }).optional() }, { error: INVALID }), alert: z.object({ enabled: z.boolean({ error: INVALID }), comparison: z.enum(['above', 'below'], { error: INVALID }), threshold: z.number({ error: INVALID }), forMinutes: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1440, { error: INVALID }) }, { error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('dashboardValidators.api.update', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          name: z.string({ error: 'validation.fillInDashboardName' }).refine(notBlank, { error: 'validation.fillInDashboardName' }).max(100, { error: INVALID }),
          sharedRoles: z.array(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }), { error: INVALID }).max(1000, { error: INVALID }).nullish(),
          variables: z.object({ stores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), range: z.object({ from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), last: z.enum(['1h', '24h', '7d', '30d'], { error: INVALID }).optional() }, { error: INVALID }).optional() }, { error: INVALID }).nullish(),
          layouts: z.object({ lg: z.array(z.object({ i: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), x: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(48, { error: INVALID }), y: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000, { error: INVALID }), w: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(48, { error: INVALID }), h: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }), sm: z.array(z.object({ i: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), x: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(48, { error: INVALID }), y: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000, { error: INVALID }), w: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(48, { error: INVALID }), h: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }) }, { error: INVALID }).nullish(),
          panels: z.array(z.object({ id: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), kind: z.enum(['number', 'doughnut', 'bar', 'line', 'table', 'map', 'spec', 'text', 'gauge'], { error: INVALID }), title: z.string({ error: INVALID }).max(200, { error: INVALID }), spec: z.enum([
      'updateRates',
      'serverStatus',
      'gatewayStatus',
      'tagStatus',
      'tagTypes',
      'firmwareVersions',
      'storeBars',
      'dailyUpdated',
      'alarmTable',
      'storeSummary',
    ], { error: INVALID }).optional(), query: z.object({ entity: z.string({ error: INVALID }).max(64, { error: INVALID }), measure: z.object({ fn: z.enum(['count', 'countDistinct', 'sum', 'avg', 'min', 'max', 'percentile'], { error: INVALID }), field: z.string({ error: INVALID }).max(64, { error: INVALID }).optional(), p: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }).optional() }, { error: INVALID }), groupBy: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).optional(), bucket: z.object({ field: z.string({ error: INVALID }).max(64, { error: INVALID }), unit: z.enum(['hour', 'day', 'week'], { error: INVALID }) }, { error: INVALID }).optional(), filters: z.record(z.string(), z.unknown(), { error: INVALID }).optional(), stores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), sort: z.enum(['value-desc', 'value-asc', 'key'], { error: INVALID }).optional(), limit: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(1000, { error: INVALID }).optional() }, { error: INVALID }).optional(), options: z.object({ unit: z.string({ error: INVALID }).max(32, { error: INVALID }).optional(), colors: z.array(z.string({ error: INVALID }).max(32, { error: INVALID }), { error: INVALID }).max(32, { error: INVALID }).optional(), thresholds: z.array(z.object({ value: z.number({ error: INVALID }), color: z.string({ error: INVALID }).max(32, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(32, { error: INVALID }).optional(), stacked: z.boolean({ error: INVALID }).optional(), topN: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(50, { error: INVALID }).optional(), markdown: z.string({ error: INVALID }).max(20000, { error: INVALID }).optional(), min: z.number({ error: INVALID }).optional(), max: z.number({ error: INVALID }).optional(), refreshSeconds: z.number({ error: INVALID }).int({ error: INVALID }).min(10, { error: INVALID }).max(3600, { error: INVALID }), pinStores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), pinRange: z.object({ from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), last: z.enum(['1h', '24h', '7d', '30d'], { error: INVALID }).optional() }, { error: INVALID }).optional() }, { error: INVALID }), alert: z.object({ enabled: z.boolean({ error: INVALID }), comparison: z.enum(['above', 'below'], { error: INVALID }), threshold: z.number({ error: INVALID }), forMinutes: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1440, { error: INVALID }) }, { error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type DashboardCreateInput = z.output<typeof dashboardValidators.api.create>;
export type DashboardUpdateInput = z.output<typeof dashboardValidators.api.update>;

/** DashboardFile: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const dashboardFileValidators = {
  form: {
    get create() {
      return once('dashboardFileValidators.form.create', () => z.object({
          name: z.string({ error: 'validation.fillInDashboardName' }).refine(notBlank, { error: 'validation.fillInDashboardName' }).max(100, { error: INVALID }),
          sharedRoles: z.array(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }), { error: INVALID }).max(1000, { error: INVALID }).nullish(),
          variables: z.object({ stores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), range: z.object({ from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), last: z.enum(['1h', '24h', '7d', '30d'], { error: INVALID }).optional() }, { error: INVALID }).optional() }, { error: INVALID }).nullish(),
          layouts: z.object({ lg: z.array(z.object({ i: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), x: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(48, { error: INVALID }), y: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000, { error: INVALID }), w: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(48, { error: INVALID }), h: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }), sm: z.array(z.object({ i: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), x: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(48, { error: INVALID }), y: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000, { error: INVALID }), w: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(48, { error: INVALID }), h: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }) }, { error: INVALID }).nullish(),
          panels: z.array(z.object({ id: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), kind: z.enum(['number', 'doughnut', 'bar', 'line', 'table', 'map', 'spec', 'text', 'gauge'], { error: INVALID }), title: z.string({ error: INVALID }).max(200, { error: INVALID }), spec: z.enum([
      'updateRates',
      'serverStatus',
      'gatewayStatus',
      'tagStatus',
      'tagTypes',
      'firmwareVersions',
      'storeBars',
      'dailyUpdated',
      'alarmTable',
      'storeSummary',
    ], { error: INVALID }).optional(), query: z.object({ entity: z.string({ error: INVALID }).max(64, { error: INVALID }), measure: z.object({ fn: z.enum(['count', 'countDistinct', 'sum', 'avg', 'min', 'max', 'percentile'], { error: INVALID }), field: z.string({ error: INVALID }).max(64, { error: INVALID }).optional(), p: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }).optional() }, { error: INVALID }), groupBy: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).optional(), bucket: z.object({ field: z.string({ error: INVALID }).max(64, { error: INVALID }), unit: z.enum(['hour', 'day', 'week'], { error: INVALID }) }, { error: INVALID }).optional(), filters: z.record(z.string(), z.unknown(), { error: INVALID }).optional(), stores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), sort: z.enum(['value-desc', 'value-asc', 'key'], { error: INVALID }).optional(), limit: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(1000, { error: INVALID }).optional() }, { error: INVALID }).optional(), options: z.object({ unit: z.string({ error: INVALID }).max(32, { error: INVALID }).optional(), colors: z.array(z.string({ error: INVALID }).max(32, { error: INVALID }), { error: INVALID }).max(32, { error: INVALID }).optional(), thresholds: z.array(z.object({ value: z.number({ error: INVALID }), color: z.string({ error: INVALID }).max(32, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(32, { error: INVALID }).optional(), stacked: z.boolean({ error: INVALID }).optional(), topN: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(50, { error: INVALID }).optional(), markdown: z.string({ error: INVALID }).max(20000, { error: INVALID }).optional(), min: z.number({ error: INVALID }).optional(), max: z.number({ error: INVALID }).optional(), refreshSeconds: z.number({ error: INVALID }).int({ error: INVALID }).min(10, { error: INVALID }).max(3600, { error: INVALID }), pinStores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), pinRange: z.object({ from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), last: z.enum(['1h', '24h', '7d', '30d'], { error: INVALID }).optional() }, { error: INVALID }).optional() }, { error: INVALID }), alert: z.object({ enabled: z.boolean({ error: INVALID }), comparison: z.enum(['above', 'below'], { error: INVALID }), threshold: z.number({ error: INVALID }), forMinutes: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1440, { error: INVALID }) }, { error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('dashboardFileValidators.form.edit', () => z.object({
          name: z.string({ error: 'validation.fillInDashboardName' }).refine(notBlank, { error: 'validation.fillInDashboardName' }).max(100, { error: INVALID }),
          sharedRoles: z.array(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }), { error: INVALID }).max(1000, { error: INVALID }).nullish(),
          variables: z.object({ stores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), range: z.object({ from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), last: z.enum(['1h', '24h', '7d', '30d'], { error: INVALID }).optional() }, { error: INVALID }).optional() }, { error: INVALID }).nullish(),
          layouts: z.object({ lg: z.array(z.object({ i: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), x: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(48, { error: INVALID }), y: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000, { error: INVALID }), w: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(48, { error: INVALID }), h: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }), sm: z.array(z.object({ i: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), x: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(48, { error: INVALID }), y: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000, { error: INVALID }), w: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(48, { error: INVALID }), h: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }) }, { error: INVALID }).nullish(),
          panels: z.array(z.object({ id: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), kind: z.enum(['number', 'doughnut', 'bar', 'line', 'table', 'map', 'spec', 'text', 'gauge'], { error: INVALID }), title: z.string({ error: INVALID }).max(200, { error: INVALID }), spec: z.enum([
      'updateRates',
      'serverStatus',
      'gatewayStatus',
      'tagStatus',
      'tagTypes',
      'firmwareVersions',
      'storeBars',
      'dailyUpdated',
      'alarmTable',
      'storeSummary',
    ], { error: INVALID }).optional(), query: z.object({ entity: z.string({ error: INVALID }).max(64, { error: INVALID }), measure: z.object({ fn: z.enum(['count', 'countDistinct', 'sum', 'avg', 'min', 'max', 'percentile'], { error: INVALID }), field: z.string({ error: INVALID }).max(64, { error: INVALID }).optional(), p: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }).optional() }, { error: INVALID }), groupBy: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).optional(), bucket: z.object({ field: z.string({ error: INVALID }).max(64, { error: INVALID }), unit: z.enum(['hour', 'day', 'week'], { error: INVALID }) }, { error: INVALID }).optional(), filters: z.record(z.string(), z.unknown(), { error: INVALID }).optional(), stores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), sort: z.enum(['value-desc', 'value-asc', 'key'], { error: INVALID }).optional(), limit: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(1000, { error: INVALID }).optional() }, { error: INVALID }).optional(), options: z.object({ unit: z.string({ error: INVALID }).max(32, { error: INVALID }).optional(), colors: z.array(z.string({ error: INVALID }).max(32, { error: INVALID }), { error: INVALID }).max(32, { error: INVALID }).optional(), thresholds: z.array(z.object({ value: z.number({ error: INVALID }), color: z.string({ error: INVALID }).max(32, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(32, { error: INVALID }).optional(), stacked: z.boolean({ error: INVALID }).optional(), topN: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(50, { error: INVALID }).optional(), markdown: z.string({ error: INVALID }).max(20000, { error: INVALID }).optional(), min: z.number({ error: INVALID }).optional(), max: z.number({ error: INVALID }).optional(), refreshSeconds: z.number({ error: INVALID }).int({ error: INVALID }).min(10, { error: INVALID }).max(3600, { error: INVALID }), pinStores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), pinRange: z.object({ from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), last: z.enum(['1h', '24h', '7d', '30d'], { error: INVALID }).optional() }, { error: INVALID }).optional() }, { error: INVALID }), alert: z.object({ enabled: z.boolean({ error: INVALID }), comparison: z.enum(['above', 'below'], { error: INVALID }), threshold: z.number({ error: INVALID }), forMinutes: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1440, { error: INVALID }) }, { error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('dashboardFileValidators.api.create', () => z.object({
          name: z.string({ error: 'validation.fillInDashboardName' }).refine(notBlank, { error: 'validation.fillInDashboardName' }).max(100, { error: INVALID }),
          sharedRoles: z.array(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }), { error: INVALID }).max(1000, { error: INVALID }).nullish(),
          variables: z.object({ stores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), range: z.object({ from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), last: z.enum(['1h', '24h', '7d', '30d'], { error: INVALID }).optional() }, { error: INVALID }).optional() }, { error: INVALID }).nullish(),
          layouts: z.object({ lg: z.array(z.object({ i: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), x: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(48, { error: INVALID }), y: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000, { error: INVALID }), w: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(48, { error: INVALID }), h: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }), sm: z.array(z.object({ i: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), x: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(48, { error: INVALID }), y: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000, { error: INVALID }), w: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(48, { error: INVALID }), h: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }) }, { error: INVALID }).nullish(),
          panels: z.array(z.object({ id: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), kind: z.enum(['number', 'doughnut', 'bar', 'line', 'table', 'map', 'spec', 'text', 'gauge'], { error: INVALID }), title: z.string({ error: INVALID }).max(200, { error: INVALID }), spec: z.enum([
      'updateRates',
      'serverStatus',
      'gatewayStatus',
      'tagStatus',
      'tagTypes',
      'firmwareVersions',
      'storeBars',
      'dailyUpdated',
      'alarmTable',
      'storeSummary',
    ], { error: INVALID }).optional(), query: z.object({ entity: z.string({ error: INVALID }).max(64, { error: INVALID }), measure: z.object({ fn: z.enum(['count', 'countDistinct', 'sum', 'avg', 'min', 'max', 'percentile'], { error: INVALID }), field: z.string({ error: INVALID }).max(64, { error: INVALID }).optional(), p: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }).optional() }, { error: INVALID }), groupBy: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).optional(), bucket: z.object({ field: z.string({ error: INVALID }).max(64, { error: INVALID }), unit: z.enum(['hour', 'day', 'week'], { error: INVALID }) }, { error: INVALID }).optional(), filters: z.record(z.string(), z.unknown(), { error: INVALID }).optional(), stores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), sort: z.enum(['value-desc', 'value-asc', 'key'], { error: INVALID }).optional(), limit: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(1000, { error: INVALID }).optional() }, { error: INVALID }).optional(), options: z.object({ unit: z.string({ error: INVALID }).max(32, { error: INVALID }).optional(), colors: z.array(z.string({ error: INVALID }).max(32, { error: INVALID }), { error: INVALID }).max(32, { error: INVALID }).optional(), thresholds: z.array(z.object({ value: z.number({ error: INVALID }), color: z.string({ error: INVALID }).max(32, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(32, { error: INVALID }).optional(), stacked: z.boolean({ error: INVALID }).optional(), topN: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(50, { error: INVALID }).optional(), markdown: z.string({ error: INVALID }).max(20000, { error: INVALID }).optional(), min: z.number({ error: INVALID }).optional(), max: z.number({ error: INVALID }).optional(), refreshSeconds: z.number({ error: INVALID }).int({ error: INVALID }).min(10, { error: INVALID }).max(3600, { error: INVALID }), pinStores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), pinRange: z.object({ from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), last: z.enum(['1h', '24h', '7d', '30d'], { error: INVALID }).optional() }, { error: INVALID }).optional() }, { error: INVALID }), alert: z.object({ enabled: z.boolean({ error: INVALID }), comparison: z.enum(['above', 'below'], { error: INVALID }), threshold: z.number({ error: INVALID }), forMinutes: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1440, { error: INVALID }) }, { error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('dashboardFileValidators.api.update', () => z.object({
          name: z.string({ error: 'validation.fillInDashboardName' }).refine(notBlank, { error: 'validation.fillInDashboardName' }).max(100, { error: INVALID }),
          sharedRoles: z.array(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }), { error: INVALID }).max(1000, { error: INVALID }).nullish(),
          variables: z.object({ stores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), range: z.object({ from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), last: z.enum(['1h', '24h', '7d', '30d'], { error: INVALID }).optional() }, { error: INVALID }).optional() }, { error: INVALID }).nullish(),
          layouts: z.object({ lg: z.array(z.object({ i: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), x: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(48, { error: INVALID }), y: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000, { error: INVALID }), w: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(48, { error: INVALID }), h: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }), sm: z.array(z.object({ i: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), x: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(48, { error: INVALID }), y: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1000, { error: INVALID }), w: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(48, { error: INVALID }), h: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }) }, { error: INVALID }).nullish(),
          panels: z.array(z.object({ id: z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), kind: z.enum(['number', 'doughnut', 'bar', 'line', 'table', 'map', 'spec', 'text', 'gauge'], { error: INVALID }), title: z.string({ error: INVALID }).max(200, { error: INVALID }), spec: z.enum([
      'updateRates',
      'serverStatus',
      'gatewayStatus',
      'tagStatus',
      'tagTypes',
      'firmwareVersions',
      'storeBars',
      'dailyUpdated',
      'alarmTable',
      'storeSummary',
    ], { error: INVALID }).optional(), query: z.object({ entity: z.string({ error: INVALID }).max(64, { error: INVALID }), measure: z.object({ fn: z.enum(['count', 'countDistinct', 'sum', 'avg', 'min', 'max', 'percentile'], { error: INVALID }), field: z.string({ error: INVALID }).max(64, { error: INVALID }).optional(), p: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }).optional() }, { error: INVALID }), groupBy: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).optional(), bucket: z.object({ field: z.string({ error: INVALID }).max(64, { error: INVALID }), unit: z.enum(['hour', 'day', 'week'], { error: INVALID }) }, { error: INVALID }).optional(), filters: z.record(z.string(), z.unknown(), { error: INVALID }).optional(), stores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), sort: z.enum(['value-desc', 'value-asc', 'key'], { error: INVALID }).optional(), limit: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(1000, { error: INVALID }).optional() }, { error: INVALID }).optional(), options: z.object({ unit: z.string({ error: INVALID }).max(32, { error: INVALID }).optional(), colors: z.array(z.string({ error: INVALID }).max(32, { error: INVALID }), { error: INVALID }).max(32, { error: INVALID }).optional(), thresholds: z.array(z.object({ value: z.number({ error: INVALID }), color: z.string({ error: INVALID }).max(32, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).max(32, { error: INVALID }).optional(), stacked: z.boolean({ error: INVALID }).optional(), topN: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(50, { error: INVALID }).optional(), markdown: z.string({ error: INVALID }).max(20000, { error: INVALID }).optional(), min: z.number({ error: INVALID }).optional(), max: z.number({ error: INVALID }).optional(), refreshSeconds: z.number({ error: INVALID }).int({ error: INVALID }).min(10, { error: INVALID }).max(3600, { error: INVALID }), pinStores: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), pinRange: z.object({ from: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), to: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).optional(), last: z.enum(['1h', '24h', '7d', '30d'], { error: INVALID }).optional() }, { error: INVALID }).optional() }, { error: INVALID }), alert: z.object({ enabled: z.boolean({ error: INVALID }), comparison: z.enum(['above', 'below'], { error: INVALID }), threshold: z.number({ error: INVALID }), forMinutes: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1440, { error: INVALID }) }, { error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).max(50, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type DashboardFileCreateInput = z.output<typeof dashboardFileValidators.api.create>;
export type DashboardFileUpdateInput = z.output<typeof dashboardFileValidators.api.update>;

/** DeliveryAttempt: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const deliveryAttemptValidators = {
  form: {
    get create() {
      return once('deliveryAttemptValidators.form.create', () => z.object({
          taskId: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          taskType: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          askedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          takenAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          confirmedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          failedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          tries: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          cause: z.enum(['gatewayOffline', 'weakSignal', 'lowBattery', 'timeout', 'tagBusy', 'refused'], { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('deliveryAttemptValidators.form.edit', () => z.object({
          taskId: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          taskType: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          askedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          takenAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          confirmedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          failedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          tries: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          cause: z.enum(['gatewayOffline', 'weakSignal', 'lowBattery', 'timeout', 'tagBusy', 'refused'], { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('deliveryAttemptValidators.api.create', () => z.object({
          taskId: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          taskType: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          askedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          takenAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          confirmedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          failedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          tries: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          cause: z.enum(['gatewayOffline', 'weakSignal', 'lowBattery', 'timeout', 'tagBusy', 'refused'], { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('deliveryAttemptValidators.api.update', () => z.object({
          taskId: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          taskType: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          askedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          takenAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          confirmedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          failedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          tries: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          cause: z.enum(['gatewayOffline', 'weakSignal', 'lowBattery', 'timeout', 'tagBusy', 'refused'], { error: INVALID }).nullish(),
        }));
    },
  },
};
export type DeliveryAttemptCreateInput = z.output<typeof deliveryAttemptValidators.api.create>;
export type DeliveryAttemptUpdateInput = z.output<typeof deliveryAttemptValidators.api.update>;

/** DeliveryDaily: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const deliveryDailyValidators = {
  form: {
    get create() {
      return once('deliveryDailyValidators.form.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          day: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).refine(isDateTime, { error: INVALID }),
          count: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          confirmed: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          withinTarget: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          failed: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          open: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          p50: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          p95: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          p99: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          successRate: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          targetPercent: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          targetMinutes: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          status: z.enum(['MET', 'MISSED', 'NONE'], { error: INVALID }).nullish(),
          missed: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID })).nullish()),
          closed: z.boolean({ error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('deliveryDailyValidators.form.edit', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          day: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).refine(isDateTime, { error: INVALID }),
          count: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          confirmed: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          withinTarget: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          failed: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          open: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          p50: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          p95: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          p99: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          successRate: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          targetPercent: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          targetMinutes: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          status: z.enum(['MET', 'MISSED', 'NONE'], { error: INVALID }).nullish(),
          missed: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID })).nullish()),
          closed: z.boolean({ error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('deliveryDailyValidators.api.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          day: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).refine(isDateTime, { error: INVALID }),
          count: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          confirmed: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          withinTarget: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          failed: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          open: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          p50: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          p95: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          p99: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          successRate: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          targetPercent: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          targetMinutes: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          status: z.enum(['MET', 'MISSED', 'NONE'], { error: INVALID }).nullish(),
          missed: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID })).nullish()),
          closed: z.boolean({ error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('deliveryDailyValidators.api.update', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          day: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).refine(isDateTime, { error: INVALID }),
          count: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          confirmed: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          withinTarget: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          failed: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          open: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          p50: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          p95: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          p99: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          successRate: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          targetPercent: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          targetMinutes: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          status: z.enum(['MET', 'MISSED', 'NONE'], { error: INVALID }).nullish(),
          missed: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID })).nullish()),
          closed: z.boolean({ error: INVALID }).nullish(),
        }));
    },
  },
};
export type DeliveryDailyCreateInput = z.output<typeof deliveryDailyValidators.api.create>;
export type DeliveryDailyUpdateInput = z.output<typeof deliveryDailyValidators.api.update>;

/** DeliveryStore: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const deliveryStoreValidators = {
  form: {
    get create() {
      return once('deliveryStoreValidators.form.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          count: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          failed: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          p95: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          successRate: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          targetPercent: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          met: z.boolean({ error: INVALID }).nullish(),
          trend: z.enum(['up', 'down', 'flat'], { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('deliveryStoreValidators.form.edit', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          count: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          failed: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          p95: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          successRate: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          targetPercent: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          met: z.boolean({ error: INVALID }).nullish(),
          trend: z.enum(['up', 'down', 'flat'], { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('deliveryStoreValidators.api.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          position: z.object({ latitude: z.number({ error: INVALID }).optional(), longitude: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
          day: z.string({ error: INVALID }).nullish(),
          count: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          withinTarget: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          failed: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          p50: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          p95: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          p99: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          successRate: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          targetPercent: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          targetMinutes: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          met: z.boolean({ error: INVALID }).nullish(),
          status: z.enum(['MET', 'MISSED', 'NONE'], { error: INVALID }).nullish(),
          yesterdayP95: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          trend: z.enum(['up', 'down', 'flat'], { error: INVALID }).nullish(),
          rolledAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('deliveryStoreValidators.api.update', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          position: z.object({ latitude: z.number({ error: INVALID }).optional(), longitude: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
          day: z.string({ error: INVALID }).nullish(),
          count: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          withinTarget: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          failed: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          p50: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          p95: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          p99: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          successRate: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          targetPercent: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          targetMinutes: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          met: z.boolean({ error: INVALID }).nullish(),
          status: z.enum(['MET', 'MISSED', 'NONE'], { error: INVALID }).nullish(),
          yesterdayP95: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          trend: z.enum(['up', 'down', 'flat'], { error: INVALID }).nullish(),
          rolledAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type DeliveryStoreCreateInput = z.output<typeof deliveryStoreValidators.api.create>;
export type DeliveryStoreUpdateInput = z.output<typeof deliveryStoreValidators.api.update>;

/** DownloadTask: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const downloadTaskValidators = {
  form: {
    get create() {
      return once('downloadTaskValidators.form.create', () => z.object({
          taskId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }),
          type: z.literal([0, 1, 2, 3, 4, 5], { error: INVALID }).nullish(),
          progress: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          fileName: z.string({ error: INVALID }).nullish(),
          error: z.string({ error: INVALID }).nullish(),
          finishedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('downloadTaskValidators.form.edit', () => z.object({
          taskId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }),
          type: z.literal([0, 1, 2, 3, 4, 5], { error: INVALID }).nullish(),
          progress: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          fileName: z.string({ error: INVALID }).nullish(),
          error: z.string({ error: INVALID }).nullish(),
          finishedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('downloadTaskValidators.api.create', () => z.object({
          taskId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }),
          type: z.literal([0, 1, 2, 3, 4, 5], { error: INVALID }).nullish(),
          progress: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          fileName: z.string({ error: INVALID }).nullish(),
          error: z.string({ error: INVALID }).nullish(),
          finishedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('downloadTaskValidators.api.update', () => z.object({
          taskId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }),
          type: z.literal([0, 1, 2, 3, 4, 5], { error: INVALID }).nullish(),
          progress: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          fileName: z.string({ error: INVALID }).nullish(),
          error: z.string({ error: INVALID }).nullish(),
          finishedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type DownloadTaskCreateInput = z.output<typeof downloadTaskValidators.api.create>;
export type DownloadTaskUpdateInput = z.output<typeof downloadTaskValidators.api.update>;

/** FamilyProduct: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const familyProductValidators = {
  form: {
    get create() {
      return once('familyProductValidators.form.create', () => z.object({
          storeCode: z.string({ error: 'validation.selectStore' }).refine(notBlank, { error: 'validation.selectStore' }).max(64, { error: INVALID }),
          fmPrCode: z.string({ error: 'validation.enterFamilyCode' }).refine(notBlank, { error: 'validation.enterFamilyCode' }).max(64, { error: INVALID }),
          prCodeList: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: 'validation.enterProductCodePlease' }).min(1, { error: 'validation.enterProductCodePlease' }).max(64, { error: INVALID }),
          layoutId: z.string({ error: 'validation.enterLayoutId' }).refine(notBlank, { error: 'validation.enterLayoutId' }).max(64, { error: INVALID }),
          nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('familyProductValidators.form.edit', () => z.object({
          storeCode: z.string({ error: 'validation.selectStore' }).refine(notBlank, { error: 'validation.selectStore' }).max(64, { error: INVALID }),
          fmPrCode: z.string({ error: 'validation.enterFamilyCode' }).refine(notBlank, { error: 'validation.enterFamilyCode' }).max(64, { error: INVALID }),
          prCodeList: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: 'validation.enterProductCodePlease' }).min(1, { error: 'validation.enterProductCodePlease' }).max(64, { error: INVALID }),
          layoutId: z.string({ error: 'validation.enterLayoutId' }).refine(notBlank, { error: 'validation.enterLayoutId' }).max(64, { error: INVALID }),
          nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get familyItem() {
      return once('familyProductValidators.form.familyItem', () => z.object({
          storeCode: z.string({ error: 'validation.selectStore' }).refine(notBlank, { error: 'validation.selectStore' }).max(64, { error: INVALID }),
          fmPrCode: z.string({ error: 'validation.enterFamilyCode' }).refine(notBlank, { error: 'validation.enterFamilyCode' }).max(64, { error: INVALID }),
          prCodeList: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: 'validation.enterProductCodePlease' }).min(1, { error: 'validation.enterProductCodePlease' }).max(64, { error: INVALID }),
          layoutId: z.string({ error: 'validation.enterLayoutId' }).refine(notBlank, { error: 'validation.enterLayoutId' }).max(64, { error: INVALID }),
          nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
        }));
    },
  },
  fields: {
    familyItem: ['storeCode', 'fmPrCode', 'prCodeList', 'layoutId', 'nfc'] as const,
  },
  api: {
    get create() {
      return once('familyProductValidators.api.create', () => z.object({
          storeCode: z.string({ error: 'validation.selectStore' }).refine(notBlank, { error: 'validation.selectStore' }).max(64, { error: INVALID }),
          fmPrCode: z.string({ error: 'validation.enterFamilyCode' }).refine(notBlank, { error: 'validation.enterFamilyCode' }).max(64, { error: INVALID }),
          prCodeList: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: 'validation.enterProductCodePlease' }).min(1, { error: 'validation.enterProductCodePlease' }).max(64, { error: INVALID }),
          layoutId: z.string({ error: 'validation.enterLayoutId' }).refine(notBlank, { error: 'validation.enterLayoutId' }).max(64, { error: INVALID }),
          nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('familyProductValidators.api.update', () => z.object({
          storeCode: z.string({ error: 'validation.selectStore' }).refine(notBlank, { error: 'validation.selectStore' }).max(64, { error: INVALID }),
          fmPrCode: z.string({ error: 'validation.enterFamilyCode' }).refine(notBlank, { error: 'validation.enterFamilyCode' }).max(64, { error: INVALID }),
          prCodeList: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: 'validation.enterProductCodePlease' }).min(1, { error: 'validation.enterProductCodePlease' }).max(64, { error: INVALID }),
          layoutId: z.string({ error: 'validation.enterLayoutId' }).refine(notBlank, { error: 'validation.enterLayoutId' }).max(64, { error: INVALID }),
          nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type FamilyProductCreateInput = z.output<typeof familyProductValidators.api.create>;
export type FamilyProductUpdateInput = z.output<typeof familyProductValidators.api.update>;

/** Gateway: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const gatewayValidators = {
  form: {
    get create() {
      return once('gatewayValidators.form.create', () => z.object({
          gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(32, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          gwIndex: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          channelGroupIndex: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.channelGroupIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.channelGroupIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          ip: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]):8080$'), { error: 'validation.gatewayIpFormat' }).max(64, { error: INVALID }).nullish(),
          alternateIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          netmask: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.netmaskFormat' }).max(64, { error: INVALID }).nullish(),
          defaultGateway: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.defaultGwFormat' }).max(64, { error: INVALID }).nullish(),
          dns: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.dnsIpFormat' }).max(64, { error: INVALID }).nullish(),
          eslServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.eslServerPortNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.eslServerPortNumber' }).int({ error: INVALID })).nullish()),
          dataChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
          eventChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
          gmpVersion: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          grmVersion: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          status: z.enum(['NORMAL', 'OFFLINE', 'ALARM'], { error: INVALID }).nullish(),
          upLink: z.enum(['OK', 'NG'], { error: INVALID }).nullish(),
          downLink: z.enum(['OK', 'NG'], { error: INVALID }).nullish(),
          timeSync: z.boolean({ error: INVALID }).nullish(),
          diskUsage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          ramUsage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          serviceStatusList: z.array(z.object({ name: z.string({ error: INVALID }).optional(), status: z.string({ error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).nullish(),
          lastStatusTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          kind: z.enum(['sim', 'oepl'], { error: INVALID }).nullish(),
          address: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('gatewayValidators.form.edit', () => z.object({
          gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(32, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          gwIndex: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          channelGroupIndex: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.channelGroupIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.channelGroupIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          ip: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]):8080$'), { error: 'validation.gatewayIpFormat' }).max(64, { error: INVALID }).nullish(),
          alternateIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          netmask: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.netmaskFormat' }).max(64, { error: INVALID }).nullish(),
          defaultGateway: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.defaultGwFormat' }).max(64, { error: INVALID }).nullish(),
          dns: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.dnsIpFormat' }).max(64, { error: INVALID }).nullish(),
          eslServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.eslServerPortNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.eslServerPortNumber' }).int({ error: INVALID })).nullish()),
          dataChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
          eventChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
          gmpVersion: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          grmVersion: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          status: z.enum(['NORMAL', 'OFFLINE', 'ALARM'], { error: INVALID }).nullish(),
          upLink: z.enum(['OK', 'NG'], { error: INVALID }).nullish(),
          downLink: z.enum(['OK', 'NG'], { error: INVALID }).nullish(),
          timeSync: z.boolean({ error: INVALID }).nullish(),
          diskUsage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          ramUsage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          serviceStatusList: z.array(z.object({ name: z.string({ error: INVALID }).optional(), status: z.string({ error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).nullish(),
          lastStatusTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          kind: z.enum(['sim', 'oepl'], { error: INVALID }).nullish(),
          address: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
        }));
    },
    get config() {
      return once('gatewayValidators.form.config', () => z.object({
          gwIndex: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          channelGroupIndex: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.channelGroupIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.channelGroupIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          ip: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]):8080$'), { error: 'validation.gatewayIpFormat' }).max(64, { error: INVALID }).nullish(),
          netmask: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.netmaskFormat' }).max(64, { error: INVALID }).nullish(),
          defaultGateway: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.defaultGwFormat' }).max(64, { error: INVALID }).nullish(),
          dns: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.dnsIpFormat' }).max(64, { error: INVALID }).nullish(),
          eslServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.eslServerPortNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.eslServerPortNumber' }).int({ error: INVALID })).nullish()),
          dataChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
          eventChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
        }));
    },
    get predefined() {
      return once('gatewayValidators.form.predefined', () => z.object({
          gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(32, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          gwIndex: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          channelGroupIndex: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.channelGroupIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.channelGroupIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          ip: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]):8080$'), { error: 'validation.gatewayIpFormat' }).max(64, { error: INVALID }).nullish(),
          netmask: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.netmaskFormat' }).max(64, { error: INVALID }).nullish(),
          defaultGateway: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.defaultGwFormat' }).max(64, { error: INVALID }).nullish(),
          dns: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.dnsIpFormat' }).max(64, { error: INVALID }).nullish(),
          eslServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.eslServerPortNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.eslServerPortNumber' }).int({ error: INVALID })).nullish()),
          dataChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
          eventChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
        }));
    },
  },
  fields: {
    config: ['gwIndex', 'channelGroupIndex', 'ip', 'netmask', 'defaultGateway', 'dns', 'eslServerPort', 'dataChannel', 'eventChannel'] as const,
    predefined: ['gwMac', 'storeCode', 'gwIndex', 'channelGroupIndex', 'ip', 'netmask', 'defaultGateway', 'dns', 'eslServerPort', 'dataChannel', 'eventChannel'] as const,
  },
  api: {
    get create() {
      return once('gatewayValidators.api.create', () => z.object({
          gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(32, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          gwIndex: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          channelGroupIndex: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.channelGroupIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.channelGroupIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          ip: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]):8080$'), { error: 'validation.gatewayIpFormat' }).max(64, { error: INVALID }).nullish(),
          alternateIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          netmask: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.netmaskFormat' }).max(64, { error: INVALID }).nullish(),
          defaultGateway: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.defaultGwFormat' }).max(64, { error: INVALID }).nullish(),
          dns: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.dnsIpFormat' }).max(64, { error: INVALID }).nullish(),
          eslServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.eslServerPortNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.eslServerPortNumber' }).int({ error: INVALID })).nullish()),
          dataChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
          eventChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
          gmpVersion: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          grmVersion: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          status: z.enum(['NORMAL', 'OFFLINE', 'ALARM'], { error: INVALID }).nullish(),
          upLink: z.enum(['OK', 'NG'], { error: INVALID }).nullish(),
          downLink: z.enum(['OK', 'NG'], { error: INVALID }).nullish(),
          timeSync: z.boolean({ error: INVALID }).nullish(),
          diskUsage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          ramUsage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          serviceStatusList: z.array(z.object({ name: z.string({ error: INVALID }).optional(), status: z.string({ error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).nullish(),
          lastStatusTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          kind: z.enum(['sim', 'oepl'], { error: INVALID }).nullish(),
          address: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('gatewayValidators.api.update', () => z.object({
          gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(32, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          gwIndex: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          channelGroupIndex: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.channelGroupIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.channelGroupIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          ip: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]):8080$'), { error: 'validation.gatewayIpFormat' }).max(64, { error: INVALID }).nullish(),
          alternateIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          netmask: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.netmaskFormat' }).max(64, { error: INVALID }).nullish(),
          defaultGateway: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.defaultGwFormat' }).max(64, { error: INVALID }).nullish(),
          dns: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.dnsIpFormat' }).max(64, { error: INVALID }).nullish(),
          eslServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.eslServerPortNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.eslServerPortNumber' }).int({ error: INVALID })).nullish()),
          dataChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
          eventChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
          gmpVersion: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          grmVersion: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          status: z.enum(['NORMAL', 'OFFLINE', 'ALARM'], { error: INVALID }).nullish(),
          upLink: z.enum(['OK', 'NG'], { error: INVALID }).nullish(),
          downLink: z.enum(['OK', 'NG'], { error: INVALID }).nullish(),
          timeSync: z.boolean({ error: INVALID }).nullish(),
          diskUsage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          ramUsage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          serviceStatusList: z.array(z.object({ name: z.string({ error: INVALID }).optional(), status: z.string({ error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).nullish(),
          lastStatusTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          kind: z.enum(['sim', 'oepl'], { error: INVALID }).nullish(),
          address: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type GatewayCreateInput = z.output<typeof gatewayValidators.api.create>;
export type GatewayUpdateInput = z.output<typeof gatewayValidators.api.update>;

/** GatewayAlarm: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const gatewayAlarmValidators = {
  form: {
    get create() {
      return once('gatewayAlarmValidators.form.create', () => z.object({
          alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          location: z.string({ error: INVALID }).nullish(),
          type: z.string({ error: INVALID }).nullish(),
          alarmType: z.string({ error: INVALID }).nullish(),
          class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('gatewayAlarmValidators.form.edit', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          location: z.string({ error: INVALID }).nullish(),
          type: z.string({ error: INVALID }).nullish(),
          alarmType: z.string({ error: INVALID }).nullish(),
          class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('gatewayAlarmValidators.api.create', () => z.object({
          alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          location: z.string({ error: INVALID }).nullish(),
          type: z.string({ error: INVALID }).nullish(),
          alarmType: z.string({ error: INVALID }).nullish(),
          class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('gatewayAlarmValidators.api.update', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          location: z.string({ error: INVALID }).nullish(),
          type: z.string({ error: INVALID }).nullish(),
          alarmType: z.string({ error: INVALID }).nullish(),
          class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type GatewayAlarmCreateInput = z.output<typeof gatewayAlarmValidators.api.create>;
export type GatewayAlarmUpdateInput = z.output<typeof gatewayAlarmValidators.api.update>;

/** GatewayPredefined: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const gatewayPredefinedValidators = {
  form: {
    get create() {
      return once('gatewayPredefinedValidators.form.create', () => z.object({
          gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(32, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          gwIndex: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          channelGroupIndex: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          ip: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          netmask: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          defaultGateway: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          dns: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          eslServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          dataChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          eventChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
        }));
    },
    get edit() {
      return once('gatewayPredefinedValidators.form.edit', () => z.object({
          gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(32, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          gwIndex: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          channelGroupIndex: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          ip: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          netmask: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          defaultGateway: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          dns: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          eslServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          dataChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          eventChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
        }));
    },
  },
  api: {
    get create() {
      return once('gatewayPredefinedValidators.api.create', () => z.object({
          gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(32, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          gwIndex: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          channelGroupIndex: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          ip: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          netmask: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          defaultGateway: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          dns: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          eslServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          dataChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          eventChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
        }));
    },
    get update() {
      return once('gatewayPredefinedValidators.api.update', () => z.object({
          gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(32, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          gwIndex: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          channelGroupIndex: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          ip: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          netmask: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          defaultGateway: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          dns: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          eslServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          dataChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          eventChannel: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
        }));
    },
  },
};
export type GatewayPredefinedCreateInput = z.output<typeof gatewayPredefinedValidators.api.create>;
export type GatewayPredefinedUpdateInput = z.output<typeof gatewayPredefinedValidators.api.update>;

/** IdentityProvider: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const identityProviderValidators = {
  form: {
    get create() {
      return once('identityProviderValidators.form.create', () => z.object({
          name: z.string({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }).nullish(),
          issuer: z.string({ error: INVALID }).min(8, { error: INVALID }).max(2048, { error: INVALID }).nullish(),
          clientId: z.string({ error: INVALID }).min(1, { error: INVALID }).max(512, { error: INVALID }).nullish(),
          scopes: z.string({ error: INVALID }).min(6, { error: INVALID }).max(500, { error: INVALID }).nullish(),
          emailClaim: z.string({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }).nullish(),
          rules: z.array(z.object({ claim: z.string({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }), value: z.string({ error: INVALID }).min(1, { error: INVALID }).max(500, { error: INVALID }), role_id: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }), store: z.array(z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), enableWholeStore: z.boolean({ error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).max(100, { error: INVALID }).nullish(),
          createUnknown: z.boolean({ error: INVALID }).nullish(),
          enabled: z.boolean({ error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('identityProviderValidators.form.edit', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          name: z.string({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }).nullish(),
          issuer: z.string({ error: INVALID }).min(8, { error: INVALID }).max(2048, { error: INVALID }).nullish(),
          clientId: z.string({ error: INVALID }).min(1, { error: INVALID }).max(512, { error: INVALID }).nullish(),
          scopes: z.string({ error: INVALID }).min(6, { error: INVALID }).max(500, { error: INVALID }).nullish(),
          emailClaim: z.string({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }).nullish(),
          rules: z.array(z.object({ claim: z.string({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }), value: z.string({ error: INVALID }).min(1, { error: INVALID }).max(500, { error: INVALID }), role_id: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }), store: z.array(z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), enableWholeStore: z.boolean({ error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).max(100, { error: INVALID }).nullish(),
          createUnknown: z.boolean({ error: INVALID }).nullish(),
          enabled: z.boolean({ error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('identityProviderValidators.api.create', () => z.object({
          name: z.string({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }).nullish(),
          issuer: z.string({ error: INVALID }).min(8, { error: INVALID }).max(2048, { error: INVALID }).nullish(),
          clientId: z.string({ error: INVALID }).min(1, { error: INVALID }).max(512, { error: INVALID }).nullish(),
          scopes: z.string({ error: INVALID }).min(6, { error: INVALID }).max(500, { error: INVALID }).nullish(),
          emailClaim: z.string({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }).nullish(),
          rules: z.array(z.object({ claim: z.string({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }), value: z.string({ error: INVALID }).min(1, { error: INVALID }).max(500, { error: INVALID }), role_id: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }), store: z.array(z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), enableWholeStore: z.boolean({ error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).max(100, { error: INVALID }).nullish(),
          createUnknown: z.boolean({ error: INVALID }).nullish(),
          enabled: z.boolean({ error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('identityProviderValidators.api.update', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          name: z.string({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }).nullish(),
          issuer: z.string({ error: INVALID }).min(8, { error: INVALID }).max(2048, { error: INVALID }).nullish(),
          clientId: z.string({ error: INVALID }).min(1, { error: INVALID }).max(512, { error: INVALID }).nullish(),
          scopes: z.string({ error: INVALID }).min(6, { error: INVALID }).max(500, { error: INVALID }).nullish(),
          emailClaim: z.string({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }).nullish(),
          rules: z.array(z.object({ claim: z.string({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }), value: z.string({ error: INVALID }).min(1, { error: INVALID }).max(500, { error: INVALID }), role_id: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }), store: z.array(z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).optional(), enableWholeStore: z.boolean({ error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).max(100, { error: INVALID }).nullish(),
          createUnknown: z.boolean({ error: INVALID }).nullish(),
          enabled: z.boolean({ error: INVALID }).nullish(),
        }));
    },
  },
};
export type IdentityProviderCreateInput = z.output<typeof identityProviderValidators.api.create>;
export type IdentityProviderUpdateInput = z.output<typeof identityProviderValidators.api.update>;

/** Layout: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const layoutValidators = {
  form: {
    get create() {
      return once('layoutValidators.form.create', () => z.object({
          layoutId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          name: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          family: z.enum(['small', 'medium', 'large', 'xlarge'], { error: INVALID }).nullish(),
          kind: z.enum(['standard', 'promotion', 'freezer'], { error: INVALID }).nullish(),
          currency: z.string({ error: INVALID }).max(8, { error: INVALID }).nullish(),
          pages: z.array(z.object({ name: z.string({ error: INVALID }).max(40, { error: INVALID }).optional(), invert: z.boolean({ error: INVALID }).optional(), boxes: z.array(z.object({ type: z.enum(['text', 'price', 'unitPrice', 'code', 'barcode', 'promo', 'nfc', 'label', 'rule', 'infoList'], { error: INVALID }), x: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), y: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), w: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), h: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), index: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional(), text: z.string({ error: INVALID }).optional(), align: z.enum(['left', 'center', 'right'], { error: INVALID }).optional(), weight: z.enum(['regular', 'bold'], { error: INVALID }).optional(), color: z.enum(['black', 'accent', 'white'], { error: INVALID }).optional(), fill: z.enum(['black', 'accent'], { error: INVALID }).optional(), maxLines: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(6, { error: INVALID }).optional(), symbology: z.enum(['auto', 'ean13', 'code128'], { error: INVALID }).optional(), fallbackIndex: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional(), whenIndex: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).max(40, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('layoutValidators.form.edit', () => z.object({
          layoutId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          name: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          family: z.enum(['small', 'medium', 'large', 'xlarge'], { error: INVALID }).nullish(),
          kind: z.enum(['standard', 'promotion', 'freezer'], { error: INVALID }).nullish(),
          currency: z.string({ error: INVALID }).max(8, { error: INVALID }).nullish(),
          pages: z.array(z.object({ name: z.string({ error: INVALID }).max(40, { error: INVALID }).optional(), invert: z.boolean({ error: INVALID }).optional(), boxes: z.array(z.object({ type: z.enum(['text', 'price', 'unitPrice', 'code', 'barcode', 'promo', 'nfc', 'label', 'rule', 'infoList'], { error: INVALID }), x: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), y: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), w: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), h: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), index: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional(), text: z.string({ error: INVALID }).optional(), align: z.enum(['left', 'center', 'right'], { error: INVALID }).optional(), weight: z.enum(['regular', 'bold'], { error: INVALID }).optional(), color: z.enum(['black', 'accent', 'white'], { error: INVALID }).optional(), fill: z.enum(['black', 'accent'], { error: INVALID }).optional(), maxLines: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(6, { error: INVALID }).optional(), symbology: z.enum(['auto', 'ean13', 'code128'], { error: INVALID }).optional(), fallbackIndex: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional(), whenIndex: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).max(40, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('layoutValidators.api.create', () => z.object({
          layoutId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          name: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          family: z.enum(['small', 'medium', 'large', 'xlarge'], { error: INVALID }).nullish(),
          kind: z.enum(['standard', 'promotion', 'freezer'], { error: INVALID }).nullish(),
          currency: z.string({ error: INVALID }).max(8, { error: INVALID }).nullish(),
          pages: z.array(z.object({ name: z.string({ error: INVALID }).max(40, { error: INVALID }).optional(), invert: z.boolean({ error: INVALID }).optional(), boxes: z.array(z.object({ type: z.enum(['text', 'price', 'unitPrice', 'code', 'barcode', 'promo', 'nfc', 'label', 'rule', 'infoList'], { error: INVALID }), x: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), y: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), w: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), h: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), index: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional(), text: z.string({ error: INVALID }).optional(), align: z.enum(['left', 'center', 'right'], { error: INVALID }).optional(), weight: z.enum(['regular', 'bold'], { error: INVALID }).optional(), color: z.enum(['black', 'accent', 'white'], { error: INVALID }).optional(), fill: z.enum(['black', 'accent'], { error: INVALID }).optional(), maxLines: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(6, { error: INVALID }).optional(), symbology: z.enum(['auto', 'ean13', 'code128'], { error: INVALID }).optional(), fallbackIndex: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional(), whenIndex: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).max(40, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('layoutValidators.api.update', () => z.object({
          layoutId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          name: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          family: z.enum(['small', 'medium', 'large', 'xlarge'], { error: INVALID }).nullish(),
          kind: z.enum(['standard', 'promotion', 'freezer'], { error: INVALID }).nullish(),
          currency: z.string({ error: INVALID }).max(8, { error: INVALID }).nullish(),
          pages: z.array(z.object({ name: z.string({ error: INVALID }).max(40, { error: INVALID }).optional(), invert: z.boolean({ error: INVALID }).optional(), boxes: z.array(z.object({ type: z.enum(['text', 'price', 'unitPrice', 'code', 'barcode', 'promo', 'nfc', 'label', 'rule', 'infoList'], { error: INVALID }), x: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), y: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), w: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), h: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), index: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional(), text: z.string({ error: INVALID }).optional(), align: z.enum(['left', 'center', 'right'], { error: INVALID }).optional(), weight: z.enum(['regular', 'bold'], { error: INVALID }).optional(), color: z.enum(['black', 'accent', 'white'], { error: INVALID }).optional(), fill: z.enum(['black', 'accent'], { error: INVALID }).optional(), maxLines: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(6, { error: INVALID }).optional(), symbology: z.enum(['auto', 'ean13', 'code128'], { error: INVALID }).optional(), fallbackIndex: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional(), whenIndex: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).max(40, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type LayoutCreateInput = z.output<typeof layoutValidators.api.create>;
export type LayoutUpdateInput = z.output<typeof layoutValidators.api.update>;

/** LoginHistory: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const loginHistoryValidators = {
  form: {
    get create() {
      return once('loginHistoryValidators.form.create', () => z.object({
          ip: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          type: z.literal([0, 1], { error: INVALID }).nullish(),
          email: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          success: z.boolean({ error: INVALID }).nullish(),
          locked: z.boolean({ error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('loginHistoryValidators.form.edit', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          ip: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          type: z.literal([0, 1], { error: INVALID }).nullish(),
          email: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          success: z.boolean({ error: INVALID }).nullish(),
          locked: z.boolean({ error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('loginHistoryValidators.api.create', () => z.object({
          ip: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          type: z.literal([0, 1], { error: INVALID }).nullish(),
          email: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          success: z.boolean({ error: INVALID }).nullish(),
          locked: z.boolean({ error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('loginHistoryValidators.api.update', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          ip: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          type: z.literal([0, 1], { error: INVALID }).nullish(),
          email: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          success: z.boolean({ error: INVALID }).nullish(),
          locked: z.boolean({ error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type LoginHistoryCreateInput = z.output<typeof loginHistoryValidators.api.create>;
export type LoginHistoryUpdateInput = z.output<typeof loginHistoryValidators.api.update>;

/** MailOutbox: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const mailOutboxValidators = {
  form: {
    get create() {
      return once('mailOutboxValidators.form.create', () => z.object({
          to: z.string({ error: INVALID }).nullish(),
          subject: z.string({ error: INVALID }).nullish(),
          alarmType: z.string({ error: INVALID }).nullish(),
          status: z.enum(['pending', 'sending', 'sent', 'failed'], { error: INVALID }).nullish(),
          attempts: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          sentAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          nextAttemptAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          error: z.string({ error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('mailOutboxValidators.form.edit', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          to: z.string({ error: INVALID }).nullish(),
          subject: z.string({ error: INVALID }).nullish(),
          alarmType: z.string({ error: INVALID }).nullish(),
          status: z.enum(['pending', 'sending', 'sent', 'failed'], { error: INVALID }).nullish(),
          attempts: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          sentAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          nextAttemptAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          error: z.string({ error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('mailOutboxValidators.api.create', () => z.object({
          to: z.string({ error: INVALID }).nullish(),
          subject: z.string({ error: INVALID }).nullish(),
          alarmType: z.string({ error: INVALID }).nullish(),
          status: z.enum(['pending', 'sending', 'sent', 'failed'], { error: INVALID }).nullish(),
          attempts: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          sentAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          nextAttemptAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          error: z.string({ error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('mailOutboxValidators.api.update', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          to: z.string({ error: INVALID }).nullish(),
          subject: z.string({ error: INVALID }).nullish(),
          alarmType: z.string({ error: INVALID }).nullish(),
          status: z.enum(['pending', 'sending', 'sent', 'failed'], { error: INVALID }).nullish(),
          attempts: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          sentAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          nextAttemptAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          error: z.string({ error: INVALID }).nullish(),
        }));
    },
  },
};
export type MailOutboxCreateInput = z.output<typeof mailOutboxValidators.api.create>;
export type MailOutboxUpdateInput = z.output<typeof mailOutboxValidators.api.update>;

/** PaperStore: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const paperStoreValidators = {
  form: {
    get create() {
      return once('paperStoreValidators.form.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          totalTaskCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          totalCompleteCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          todayTaskCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          todayCompleteCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          status: z.enum(['NORMAL', 'ALARM', 'OFFLINE'], { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('paperStoreValidators.form.edit', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          totalTaskCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          totalCompleteCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          todayTaskCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          todayCompleteCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          status: z.enum(['NORMAL', 'ALARM', 'OFFLINE'], { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('paperStoreValidators.api.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          position: z.object({ latitude: z.number({ error: INVALID }).optional(), longitude: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
          totalTaskCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          totalCompleteCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          todayTaskCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          todayCompleteCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          status: z.enum(['NORMAL', 'ALARM', 'OFFLINE'], { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('paperStoreValidators.api.update', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          position: z.object({ latitude: z.number({ error: INVALID }).optional(), longitude: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
          totalTaskCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          totalCompleteCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          todayTaskCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          todayCompleteCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          status: z.enum(['NORMAL', 'ALARM', 'OFFLINE'], { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type PaperStoreCreateInput = z.output<typeof paperStoreValidators.api.create>;
export type PaperStoreUpdateInput = z.output<typeof paperStoreValidators.api.update>;

/** PaperTask: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const paperTaskValidators = {
  form: {
    get create() {
      return once('paperTaskValidators.form.create', () => z.object({
          _id: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          taskDes: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          total: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          complete: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          progress: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('paperTaskValidators.form.edit', () => z.object({
          _id: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          taskDes: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          total: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          complete: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          progress: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('paperTaskValidators.api.create', () => z.object({
          _id: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          storeCode: z.string({ error: INVALID }).nullish(),
          taskDes: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          total: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          complete: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          progress: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          uploadId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('paperTaskValidators.api.update', () => z.object({
          _id: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          storeCode: z.string({ error: INVALID }).nullish(),
          taskDes: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          total: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          complete: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          progress: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          uploadId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type PaperTaskCreateInput = z.output<typeof paperTaskValidators.api.create>;
export type PaperTaskUpdateInput = z.output<typeof paperTaskValidators.api.update>;

/** PaperTaskRow: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const paperTaskRowValidators = {
  form: {
    get create() {
      return once('paperTaskRowValidators.form.create', () => z.object({
          rowNo: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          prInfo: z.array(z.string({ error: INVALID }), { error: INVALID }).nullish(),
          printerIp: z.string({ error: INVALID }).nullish(),
          printerName: z.string({ error: INVALID }).nullish(),
          resultMsg: z.string({ error: INVALID }).nullish(),
          printedTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          result: z.enum(['NONE', 'SUCCESS', 'FAIL'], { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('paperTaskRowValidators.form.edit', () => z.object({
          rowNo: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          prInfo: z.array(z.string({ error: INVALID }), { error: INVALID }).nullish(),
          printerIp: z.string({ error: INVALID }).nullish(),
          printerName: z.string({ error: INVALID }).nullish(),
          resultMsg: z.string({ error: INVALID }).nullish(),
          printedTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          result: z.enum(['NONE', 'SUCCESS', 'FAIL'], { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('paperTaskRowValidators.api.create', () => z.object({
          rowNo: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          prInfo: z.array(z.string({ error: INVALID }), { error: INVALID }).nullish(),
          printerIp: z.string({ error: INVALID }).nullish(),
          printerName: z.string({ error: INVALID }).nullish(),
          resultCode: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          resultMsg: z.string({ error: INVALID }).nullish(),
          printedTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          result: z.enum(['NONE', 'SUCCESS', 'FAIL'], { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('paperTaskRowValidators.api.update', () => z.object({
          rowNo: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          prInfo: z.array(z.string({ error: INVALID }), { error: INVALID }).nullish(),
          printerIp: z.string({ error: INVALID }).nullish(),
          printerName: z.string({ error: INVALID }).nullish(),
          resultCode: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          resultMsg: z.string({ error: INVALID }).nullish(),
          printedTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          result: z.enum(['NONE', 'SUCCESS', 'FAIL'], { error: INVALID }).nullish(),
        }));
    },
  },
};
export type PaperTaskRowCreateInput = z.output<typeof paperTaskRowValidators.api.create>;
export type PaperTaskRowUpdateInput = z.output<typeof paperTaskRowValidators.api.update>;

/** PaperUpload: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const paperUploadValidators = {
  form: {
    get create() {
      return once('paperUploadValidators.form.create', () => z.object({
          _id: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          fileName: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          taskId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          taskDes: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          count: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          errorCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          received: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          finished: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('paperUploadValidators.form.edit', () => z.object({
          _id: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          fileName: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          taskId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          taskDes: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          count: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          errorCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          received: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          finished: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('paperUploadValidators.api.create', () => z.object({
          _id: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          fileName: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          taskId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          taskDes: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          count: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          errorCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          error: z.array(z.object({ line: z.number({ error: INVALID }).int({ error: INVALID }), message: z.string({ error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
          parser: z.string({ error: INVALID }).nullish(),
          received: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          finished: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('paperUploadValidators.api.update', () => z.object({
          _id: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          fileName: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          taskId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          taskDes: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          count: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          errorCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          error: z.array(z.object({ line: z.number({ error: INVALID }).int({ error: INVALID }), message: z.string({ error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
          parser: z.string({ error: INVALID }).nullish(),
          received: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          finished: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).nullish(),
        }));
    },
  },
};
export type PaperUploadCreateInput = z.output<typeof paperUploadValidators.api.create>;
export type PaperUploadUpdateInput = z.output<typeof paperUploadValidators.api.update>;

/** PlusDevice: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const plusDeviceValidators = {
  form: {
    get create() {
      return once('plusDeviceValidators.form.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          mac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }),
          name: z.string({ error: 'validation.plusDeviceName' }).max(64, { error: 'validation.plusDeviceName' }).nullish(),
          model: z.enum(['IP231A', 'IP231TA', 'IP231TB', 'IP291TA', 'IPFINDERA', 'IPMINI', 'IP354A'], { error: INVALID }).nullish(),
          ver: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          template: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          status: z.string({ error: INVALID }).max(16, { error: INVALID }).nullish(),
          recvTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          showIdx: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(999, { error: INVALID })).nullish()),
          mode: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(9, { error: INVALID })).nullish()),
          infoViewDuration: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(10, { error: INVALID }).max(300, { error: INVALID })).nullish()),
          volume: z.preprocess(blankToNull, z.union([z.number({ error: 'validation.plusDeviceVolume' }), z.string({ error: 'validation.plusDeviceVolume' })], { error: 'validation.plusDeviceVolume' }).transform(toNumber).pipe(z.number({ error: 'validation.plusDeviceVolume' }).int({ error: 'validation.plusDeviceVolume' }).min(0, { error: 'validation.plusDeviceVolume' }).max(100, { error: 'validation.plusDeviceVolume' })).nullish()),
          maxVolume: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          brightness: z.preprocess(blankToNull, z.union([z.number({ error: 'validation.plusDeviceBrightness' }), z.string({ error: 'validation.plusDeviceBrightness' })], { error: 'validation.plusDeviceBrightness' }).transform(toNumber).pipe(z.number({ error: 'validation.plusDeviceBrightness' }).int({ error: 'validation.plusDeviceBrightness' }).min(0, { error: 'validation.plusDeviceBrightness' }).max(255, { error: 'validation.plusDeviceBrightness' })).nullish()),
          tz: z.string({ error: 'validation.plusDeviceTz' }).max(64, { error: 'validation.plusDeviceTz' }).nullish(),
          screenWidth: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(10000, { error: INVALID })).nullish()),
          screenHeight: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(10000, { error: INVALID })).nullish()),
          syncedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          blinkUntil: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('plusDeviceValidators.form.edit', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          mac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }),
          name: z.string({ error: 'validation.plusDeviceName' }).max(64, { error: 'validation.plusDeviceName' }).nullish(),
          model: z.enum(['IP231A', 'IP231TA', 'IP231TB', 'IP291TA', 'IPFINDERA', 'IPMINI', 'IP354A'], { error: INVALID }).nullish(),
          ver: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          template: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          status: z.string({ error: INVALID }).max(16, { error: INVALID }).nullish(),
          recvTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          showIdx: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(999, { error: INVALID })).nullish()),
          mode: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(9, { error: INVALID })).nullish()),
          infoViewDuration: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(10, { error: INVALID }).max(300, { error: INVALID })).nullish()),
          volume: z.preprocess(blankToNull, z.union([z.number({ error: 'validation.plusDeviceVolume' }), z.string({ error: 'validation.plusDeviceVolume' })], { error: 'validation.plusDeviceVolume' }).transform(toNumber).pipe(z.number({ error: 'validation.plusDeviceVolume' }).int({ error: 'validation.plusDeviceVolume' }).min(0, { error: 'validation.plusDeviceVolume' }).max(100, { error: 'validation.plusDeviceVolume' })).nullish()),
          maxVolume: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          brightness: z.preprocess(blankToNull, z.union([z.number({ error: 'validation.plusDeviceBrightness' }), z.string({ error: 'validation.plusDeviceBrightness' })], { error: 'validation.plusDeviceBrightness' }).transform(toNumber).pipe(z.number({ error: 'validation.plusDeviceBrightness' }).int({ error: 'validation.plusDeviceBrightness' }).min(0, { error: 'validation.plusDeviceBrightness' }).max(255, { error: 'validation.plusDeviceBrightness' })).nullish()),
          tz: z.string({ error: 'validation.plusDeviceTz' }).max(64, { error: 'validation.plusDeviceTz' }).nullish(),
          screenWidth: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(10000, { error: INVALID })).nullish()),
          screenHeight: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(10000, { error: INVALID })).nullish()),
          syncedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          blinkUntil: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get config() {
      return once('plusDeviceValidators.form.config', () => z.object({
          name: z.string({ error: 'validation.plusDeviceName' }).max(64, { error: 'validation.plusDeviceName' }).nullish(),
          volume: z.preprocess(blankToNull, z.union([z.number({ error: 'validation.plusDeviceVolume' }), z.string({ error: 'validation.plusDeviceVolume' })], { error: 'validation.plusDeviceVolume' }).transform(toNumber).pipe(z.number({ error: 'validation.plusDeviceVolume' }).int({ error: 'validation.plusDeviceVolume' }).min(0, { error: 'validation.plusDeviceVolume' }).max(100, { error: 'validation.plusDeviceVolume' })).nullish()),
          brightness: z.preprocess(blankToNull, z.union([z.number({ error: 'validation.plusDeviceBrightness' }), z.string({ error: 'validation.plusDeviceBrightness' })], { error: 'validation.plusDeviceBrightness' }).transform(toNumber).pipe(z.number({ error: 'validation.plusDeviceBrightness' }).int({ error: 'validation.plusDeviceBrightness' }).min(0, { error: 'validation.plusDeviceBrightness' }).max(255, { error: 'validation.plusDeviceBrightness' })).nullish()),
          tz: z.string({ error: 'validation.plusDeviceTz' }).max(64, { error: 'validation.plusDeviceTz' }).nullish(),
        }));
    },
  },
  fields: {
    config: ['name', 'tz', 'volume', 'brightness'] as const,
  },
  api: {
    get create() {
      return once('plusDeviceValidators.api.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          mac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }),
          name: z.string({ error: 'validation.plusDeviceName' }).max(64, { error: 'validation.plusDeviceName' }).nullish(),
          model: z.enum(['IP231A', 'IP231TA', 'IP231TB', 'IP291TA', 'IPFINDERA', 'IPMINI', 'IP354A'], { error: INVALID }).nullish(),
          ver: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          template: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          status: z.string({ error: INVALID }).max(16, { error: INVALID }).nullish(),
          recvTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          showIdx: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(999, { error: INVALID })).nullish()),
          mode: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(9, { error: INVALID })).nullish()),
          infoViewDuration: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(10, { error: INVALID }).max(300, { error: INVALID })).nullish()),
          volume: z.preprocess(blankToNull, z.union([z.number({ error: 'validation.plusDeviceVolume' }), z.string({ error: 'validation.plusDeviceVolume' })], { error: 'validation.plusDeviceVolume' }).transform(toNumber).pipe(z.number({ error: 'validation.plusDeviceVolume' }).int({ error: 'validation.plusDeviceVolume' }).min(0, { error: 'validation.plusDeviceVolume' }).max(100, { error: 'validation.plusDeviceVolume' })).nullish()),
          maxVolume: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          brightness: z.preprocess(blankToNull, z.union([z.number({ error: 'validation.plusDeviceBrightness' }), z.string({ error: 'validation.plusDeviceBrightness' })], { error: 'validation.plusDeviceBrightness' }).transform(toNumber).pipe(z.number({ error: 'validation.plusDeviceBrightness' }).int({ error: 'validation.plusDeviceBrightness' }).min(0, { error: 'validation.plusDeviceBrightness' }).max(255, { error: 'validation.plusDeviceBrightness' })).nullish()),
          tz: z.string({ error: 'validation.plusDeviceTz' }).max(64, { error: 'validation.plusDeviceTz' }).nullish(),
          networks: z.array(z.record(z.string(), z.unknown(), { error: INVALID }), { error: INVALID }).nullish(),
          screenWidth: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(10000, { error: INVALID })).nullish()),
          screenHeight: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(10000, { error: INVALID })).nullish()),
          products: z.array(z.record(z.string(), z.unknown(), { error: INVALID }), { error: INVALID }).nullish(),
          show: z.array(z.record(z.string(), z.unknown(), { error: INVALID }), { error: INVALID }).nullish(),
          reportedShow: z.array(z.record(z.string(), z.unknown(), { error: INVALID }), { error: INVALID }).nullish(),
          syncedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          blinkUntil: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('plusDeviceValidators.api.update', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          mac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }),
          name: z.string({ error: 'validation.plusDeviceName' }).max(64, { error: 'validation.plusDeviceName' }).nullish(),
          model: z.enum(['IP231A', 'IP231TA', 'IP231TB', 'IP291TA', 'IPFINDERA', 'IPMINI', 'IP354A'], { error: INVALID }).nullish(),
          ver: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          template: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          status: z.string({ error: INVALID }).max(16, { error: INVALID }).nullish(),
          recvTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          showIdx: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(999, { error: INVALID })).nullish()),
          mode: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(9, { error: INVALID })).nullish()),
          infoViewDuration: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(10, { error: INVALID }).max(300, { error: INVALID })).nullish()),
          volume: z.preprocess(blankToNull, z.union([z.number({ error: 'validation.plusDeviceVolume' }), z.string({ error: 'validation.plusDeviceVolume' })], { error: 'validation.plusDeviceVolume' }).transform(toNumber).pipe(z.number({ error: 'validation.plusDeviceVolume' }).int({ error: 'validation.plusDeviceVolume' }).min(0, { error: 'validation.plusDeviceVolume' }).max(100, { error: 'validation.plusDeviceVolume' })).nullish()),
          maxVolume: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          brightness: z.preprocess(blankToNull, z.union([z.number({ error: 'validation.plusDeviceBrightness' }), z.string({ error: 'validation.plusDeviceBrightness' })], { error: 'validation.plusDeviceBrightness' }).transform(toNumber).pipe(z.number({ error: 'validation.plusDeviceBrightness' }).int({ error: 'validation.plusDeviceBrightness' }).min(0, { error: 'validation.plusDeviceBrightness' }).max(255, { error: 'validation.plusDeviceBrightness' })).nullish()),
          tz: z.string({ error: 'validation.plusDeviceTz' }).max(64, { error: 'validation.plusDeviceTz' }).nullish(),
          networks: z.array(z.record(z.string(), z.unknown(), { error: INVALID }), { error: INVALID }).nullish(),
          screenWidth: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(10000, { error: INVALID })).nullish()),
          screenHeight: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(10000, { error: INVALID })).nullish()),
          products: z.array(z.record(z.string(), z.unknown(), { error: INVALID }), { error: INVALID }).nullish(),
          show: z.array(z.record(z.string(), z.unknown(), { error: INVALID }), { error: INVALID }).nullish(),
          reportedShow: z.array(z.record(z.string(), z.unknown(), { error: INVALID }), { error: INVALID }).nullish(),
          syncedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          blinkUntil: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type PlusDeviceCreateInput = z.output<typeof plusDeviceValidators.api.create>;
export type PlusDeviceUpdateInput = z.output<typeof plusDeviceValidators.api.update>;

/** PlusMedia: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const plusMediaValidators = {
  form: {
    get create() {
      return once('plusMediaValidators.form.create', () => z.object({
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          type: z.enum(['image', 'video', 'widget'], { error: INVALID }).nullish(),
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID })).nullish()),
          name: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          size: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          width: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          height: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('plusMediaValidators.form.edit', () => z.object({
          _id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          type: z.enum(['image', 'video', 'widget'], { error: INVALID }).nullish(),
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID })).nullish()),
          name: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          size: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          width: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          height: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('plusMediaValidators.api.create', () => z.object({
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          type: z.enum(['image', 'video', 'widget'], { error: INVALID }).nullish(),
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID })).nullish()),
          name: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          contentType: z.string({ error: INVALID }).max(128, { error: INVALID }).nullish(),
          size: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          width: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          height: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          thumbnail: z.boolean({ error: INVALID }).nullish(),
          sha256: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('plusMediaValidators.api.update', () => z.object({
          _id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          type: z.enum(['image', 'video', 'widget'], { error: INVALID }).nullish(),
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID })).nullish()),
          name: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          contentType: z.string({ error: INVALID }).max(128, { error: INVALID }).nullish(),
          size: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          width: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          height: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          thumbnail: z.boolean({ error: INVALID }).nullish(),
          sha256: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type PlusMediaCreateInput = z.output<typeof plusMediaValidators.api.create>;
export type PlusMediaUpdateInput = z.output<typeof plusMediaValidators.api.update>;

/** PlusMediaStore: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const plusMediaStoreValidators = {
  form: {
    get create() {
      return once('plusMediaStoreValidators.form.create', () => z.object({
          storeName: z.string({ error: INVALID }).nullish(),
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }),
          total: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          online: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          offline: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
        }));
    },
    get edit() {
      return once('plusMediaStoreValidators.form.edit', () => z.object({
          storeName: z.string({ error: INVALID }).nullish(),
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }),
          total: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          online: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          offline: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
        }));
    },
  },
  api: {
    get create() {
      return once('plusMediaStoreValidators.api.create', () => z.object({
          storeName: z.string({ error: INVALID }).nullish(),
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }),
          total: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          online: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          offline: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          status: z.enum(['NORMAL', 'OFFLINE', 'ALARM'], { error: INVALID }).nullish(),
          position: z.object({ latitude: z.number({ error: INVALID }).optional(), longitude: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('plusMediaStoreValidators.api.update', () => z.object({
          storeName: z.string({ error: INVALID }).nullish(),
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }),
          total: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          online: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          offline: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          status: z.enum(['NORMAL', 'OFFLINE', 'ALARM'], { error: INVALID }).nullish(),
          position: z.object({ latitude: z.number({ error: INVALID }).optional(), longitude: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type PlusMediaStoreCreateInput = z.output<typeof plusMediaStoreValidators.api.create>;
export type PlusMediaStoreUpdateInput = z.output<typeof plusMediaStoreValidators.api.update>;

/** PlusSetting: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const plusSettingValidators = {
  form: {
    get create() {
      return once('plusSettingValidators.form.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          tz: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          infoViewDuration: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(10, { error: INVALID }).max(300, { error: INVALID })).nullish()),
          defaultTemplate: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('plusSettingValidators.form.edit', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          tz: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          infoViewDuration: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(10, { error: INVALID }).max(300, { error: INVALID })).nullish()),
          defaultTemplate: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get plusSetting() {
      return once('plusSettingValidators.form.plusSetting', () => z.object({
          tz: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          infoViewDuration: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(10, { error: INVALID }).max(300, { error: INVALID })).nullish()),
          defaultTemplate: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
        }));
    },
  },
  fields: {
    plusSetting: ['tz', 'infoViewDuration', 'defaultTemplate'] as const,
  },
  api: {
    get create() {
      return once('plusSettingValidators.api.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          tz: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          infoViewDuration: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(10, { error: INVALID }).max(300, { error: INVALID })).nullish()),
          defaultTemplate: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('plusSettingValidators.api.update', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          tz: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          infoViewDuration: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(10, { error: INVALID }).max(300, { error: INVALID })).nullish()),
          defaultTemplate: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type PlusSettingCreateInput = z.output<typeof plusSettingValidators.api.create>;
export type PlusSettingUpdateInput = z.output<typeof plusSettingValidators.api.update>;

/** PlusSoftware: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const plusSoftwareValidators = {
  form: {
    get create() {
      return once('plusSoftwareValidators.form.create', () => z.object({
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          os: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          model: z.enum(['IP231A', 'IP231TA', 'IP231TB', 'IP291TA', 'IPFINDERA', 'IPMINI', 'IP354A'], { error: INVALID }).nullish(),
          ver: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          name: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          size: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('plusSoftwareValidators.form.edit', () => z.object({
          _id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          os: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          model: z.enum(['IP231A', 'IP231TA', 'IP231TB', 'IP291TA', 'IPFINDERA', 'IPMINI', 'IP354A'], { error: INVALID }).nullish(),
          ver: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          name: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          size: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('plusSoftwareValidators.api.create', () => z.object({
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          os: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          model: z.enum(['IP231A', 'IP231TA', 'IP231TB', 'IP291TA', 'IPFINDERA', 'IPMINI', 'IP354A'], { error: INVALID }).nullish(),
          ver: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          name: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          size: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          sha256: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('plusSoftwareValidators.api.update', () => z.object({
          _id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          os: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          model: z.enum(['IP231A', 'IP231TA', 'IP231TB', 'IP291TA', 'IPFINDERA', 'IPMINI', 'IP354A'], { error: INVALID }).nullish(),
          ver: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          name: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          size: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          sha256: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type PlusSoftwareCreateInput = z.output<typeof plusSoftwareValidators.api.create>;
export type PlusSoftwareUpdateInput = z.output<typeof plusSoftwareValidators.api.update>;

/** PlusTemplate: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const plusTemplateValidators = {
  form: {
    get create() {
      return once('plusTemplateValidators.form.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          _id: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          size: z.enum(['23.1', '35.4'], { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('plusTemplateValidators.form.edit', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          _id: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          size: z.enum(['23.1', '35.4'], { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('plusTemplateValidators.api.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          _id: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          size: z.enum(['23.1', '35.4'], { error: INVALID }).nullish(),
          show: z.array(z.record(z.string(), z.unknown(), { error: INVALID }), { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('plusTemplateValidators.api.update', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          _id: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          size: z.enum(['23.1', '35.4'], { error: INVALID }).nullish(),
          show: z.array(z.record(z.string(), z.unknown(), { error: INVALID }), { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type PlusTemplateCreateInput = z.output<typeof plusTemplateValidators.api.create>;
export type PlusTemplateUpdateInput = z.output<typeof plusTemplateValidators.api.update>;

/** Printer: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const printerValidators = {
  form: {
    get create() {
      return once('printerValidators.form.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          printerIp: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          printerName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          status: z.enum(['NORMAL', 'ALARM', 'OFFLINE'], { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('printerValidators.form.edit', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          printerIp: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          printerName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          status: z.enum(['NORMAL', 'ALARM', 'OFFLINE'], { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('printerValidators.api.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          printerIp: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          printerName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          status: z.enum(['NORMAL', 'ALARM', 'OFFLINE'], { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('printerValidators.api.update', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          printerIp: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          printerName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          status: z.enum(['NORMAL', 'ALARM', 'OFFLINE'], { error: INVALID }).nullish(),
        }));
    },
  },
};
export type PrinterCreateInput = z.output<typeof printerValidators.api.create>;
export type PrinterUpdateInput = z.output<typeof printerValidators.api.update>;

/** Product: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const productValidators = {
  form: {
    get create() {
      return once('productValidators.form.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          prCode: z.string({ error: 'validation.enterProductCode' }).refine(notBlank, { error: 'validation.enterProductCode' }).max(64, { error: INVALID }),
          prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          layoutId: z.string({ error: 'validation.enterLayoutId' }).refine(notBlank, { error: 'validation.enterLayoutId' }).max(64, { error: INVALID }),
          nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
          prInfo: z.array(z.string({ error: INVALID }).max(1000, { error: INVALID }), { error: INVALID }).max(255, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('productValidators.form.edit', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          prCode: z.string({ error: 'validation.enterProductCode' }).refine(notBlank, { error: 'validation.enterProductCode' }).max(64, { error: INVALID }),
          prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          layoutId: z.string({ error: 'validation.enterLayoutId' }).refine(notBlank, { error: 'validation.enterLayoutId' }).max(64, { error: INVALID }),
          nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
          prInfo: z.array(z.string({ error: INVALID }).max(1000, { error: INVALID }), { error: INVALID }).max(255, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get productItem() {
      return once('productValidators.form.productItem', () => z.object({
          prCode: z.string({ error: 'validation.enterProductCode' }).refine(notBlank, { error: 'validation.enterProductCode' }).max(64, { error: INVALID }),
          prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          layoutId: z.string({ error: 'validation.enterLayoutId' }).refine(notBlank, { error: 'validation.enterLayoutId' }).max(64, { error: INVALID }),
          nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
          prInfo: z.array(z.string({ error: INVALID }).max(1000, { error: INVALID }), { error: INVALID }).max(255, { error: INVALID }).nullish(),
        }));
    },
  },
  fields: {
    productItem: ['prCode', 'prName', 'layoutId', 'nfc', 'prInfo'] as const,
  },
  api: {
    get create() {
      return once('productValidators.api.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          prCode: z.string({ error: 'validation.enterProductCode' }).refine(notBlank, { error: 'validation.enterProductCode' }).max(64, { error: INVALID }),
          prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          layoutId: z.string({ error: 'validation.enterLayoutId' }).refine(notBlank, { error: 'validation.enterLayoutId' }).max(64, { error: INVALID }),
          nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
          prInfo: z.array(z.string({ error: INVALID }).max(1000, { error: INVALID }), { error: INVALID }).max(255, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('productValidators.api.update', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          prCode: z.string({ error: 'validation.enterProductCode' }).refine(notBlank, { error: 'validation.enterProductCode' }).max(64, { error: INVALID }),
          prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          layoutId: z.string({ error: 'validation.enterLayoutId' }).refine(notBlank, { error: 'validation.enterLayoutId' }).max(64, { error: INVALID }),
          nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
          prInfo: z.array(z.string({ error: INVALID }).max(1000, { error: INVALID }), { error: INVALID }).max(255, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type ProductCreateInput = z.output<typeof productValidators.api.create>;
export type ProductUpdateInput = z.output<typeof productValidators.api.update>;

/** ProductUpdate: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const productUpdateValidators = {
  form: {
    get create() {
      return once('productUpdateValidators.form.create', () => z.object({
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
          prInfo: z.array(z.string({ error: INVALID }), { error: INVALID }).nullish(),
          taskId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          updateId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          source: z.enum(['console', 'file', 'simulator', 'revert', 'seed'], { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('productUpdateValidators.form.edit', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
          prInfo: z.array(z.string({ error: INVALID }), { error: INVALID }).nullish(),
          taskId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          updateId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          source: z.enum(['console', 'file', 'simulator', 'revert', 'seed'], { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('productUpdateValidators.api.create', () => z.object({
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
          prInfo: z.array(z.string({ error: INVALID }), { error: INVALID }).nullish(),
          taskId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          updateId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          source: z.enum(['console', 'file', 'simulator', 'revert', 'seed'], { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('productUpdateValidators.api.update', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
          prInfo: z.array(z.string({ error: INVALID }), { error: INVALID }).nullish(),
          taskId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          updateId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          source: z.enum(['console', 'file', 'simulator', 'revert', 'seed'], { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type ProductUpdateCreateInput = z.output<typeof productUpdateValidators.api.create>;
export type ProductUpdateUpdateInput = z.output<typeof productUpdateValidators.api.update>;

/** ProductUpload: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const productUploadValidators = {
  form: {
    get create() {
      return once('productUploadValidators.form.create', () => z.object({
          fileName: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          fileType: z.enum(['csv', 'txt'], { error: INVALID }).nullish(),
          count: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          dataCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          errorCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          received: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          finished: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('productUploadValidators.form.edit', () => z.object({
          _id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          fileName: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          fileType: z.enum(['csv', 'txt'], { error: INVALID }).nullish(),
          count: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          dataCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          errorCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          received: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          finished: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('productUploadValidators.api.create', () => z.object({
          fileName: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          fileType: z.enum(['csv', 'txt'], { error: INVALID }).nullish(),
          count: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          dataCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          errorCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          error: z.array(z.object({ line: z.number({ error: INVALID }).int({ error: INVALID }), message: z.string({ error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
          received: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          finished: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('productUploadValidators.api.update', () => z.object({
          _id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          fileName: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          fileType: z.enum(['csv', 'txt'], { error: INVALID }).nullish(),
          count: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          dataCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          errorCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          error: z.array(z.object({ line: z.number({ error: INVALID }).int({ error: INVALID }), message: z.string({ error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
          received: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          finished: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type ProductUploadCreateInput = z.output<typeof productUploadValidators.api.create>;
export type ProductUploadUpdateInput = z.output<typeof productUploadValidators.api.update>;

/** Promotion: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const promotionValidators = {
  form: {
    get create() {
      return once('promotionValidators.form.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          promotionId: z.string({ error: 'validation.fillInPromotionId' }).refine(notBlank, { error: 'validation.fillInPromotionId' }).max(64, { error: INVALID }),
          type: z.enum(['SALE', 'DISCOUNT', 'CLEARANCE', 'MEMBER'], { error: 'validation.selectPromotionType' }),
          prCode: z.string({ error: 'validation.fillInPromotionProduct' }).refine(notBlank, { error: 'validation.fillInPromotionProduct' }).max(64, { error: INVALID }),
          promotionPrice: z.union([z.number({ error: 'validation.fillInPromotionPrice' }), z.string({ error: 'validation.fillInPromotionPrice' })], { error: 'validation.fillInPromotionPrice' }).refine(numberNotBlank, { error: 'validation.fillInPromotionPrice' }).transform(toNumber).pipe(z.number({ error: INVALID }).min(0, { error: INVALID })),
          startDate: z.string({ error: 'validation.fillInPromotionPeriod' }).refine(notBlank, { error: 'validation.fillInPromotionPeriod' }).refine(isDateTime, { error: INVALID }),
          endDate: z.string({ error: 'validation.fillInPromotionPeriod' }).refine(notBlank, { error: 'validation.fillInPromotionPeriod' }).refine(isDateTime, { error: INVALID }),
          text: z.string({ error: INVALID }).max(40, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('promotionValidators.form.edit', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          promotionId: z.string({ error: 'validation.fillInPromotionId' }).refine(notBlank, { error: 'validation.fillInPromotionId' }).max(64, { error: INVALID }),
          type: z.enum(['SALE', 'DISCOUNT', 'CLEARANCE', 'MEMBER'], { error: 'validation.selectPromotionType' }),
          prCode: z.string({ error: 'validation.fillInPromotionProduct' }).refine(notBlank, { error: 'validation.fillInPromotionProduct' }).max(64, { error: INVALID }),
          promotionPrice: z.union([z.number({ error: 'validation.fillInPromotionPrice' }), z.string({ error: 'validation.fillInPromotionPrice' })], { error: 'validation.fillInPromotionPrice' }).refine(numberNotBlank, { error: 'validation.fillInPromotionPrice' }).transform(toNumber).pipe(z.number({ error: INVALID }).min(0, { error: INVALID })),
          startDate: z.string({ error: 'validation.fillInPromotionPeriod' }).refine(notBlank, { error: 'validation.fillInPromotionPeriod' }).refine(isDateTime, { error: INVALID }),
          endDate: z.string({ error: 'validation.fillInPromotionPeriod' }).refine(notBlank, { error: 'validation.fillInPromotionPeriod' }).refine(isDateTime, { error: INVALID }),
          text: z.string({ error: INVALID }).max(40, { error: INVALID }).nullish(),
        }));
    },
    get promotionItem() {
      return once('promotionValidators.form.promotionItem', () => z.object({
          promotionId: z.string({ error: 'validation.fillInPromotionId' }).refine(notBlank, { error: 'validation.fillInPromotionId' }).max(64, { error: INVALID }),
          type: z.enum(['SALE', 'DISCOUNT', 'CLEARANCE', 'MEMBER'], { error: 'validation.selectPromotionType' }),
          prCode: z.string({ error: 'validation.fillInPromotionProduct' }).refine(notBlank, { error: 'validation.fillInPromotionProduct' }).max(64, { error: INVALID }),
          promotionPrice: z.union([z.number({ error: 'validation.fillInPromotionPrice' }), z.string({ error: 'validation.fillInPromotionPrice' })], { error: 'validation.fillInPromotionPrice' }).refine(numberNotBlank, { error: 'validation.fillInPromotionPrice' }).transform(toNumber).pipe(z.number({ error: INVALID }).min(0, { error: INVALID })),
          startDate: z.string({ error: 'validation.fillInPromotionPeriod' }).refine(notBlank, { error: 'validation.fillInPromotionPeriod' }).refine(isDateTime, { error: INVALID }),
          endDate: z.string({ error: 'validation.fillInPromotionPeriod' }).refine(notBlank, { error: 'validation.fillInPromotionPeriod' }).refine(isDateTime, { error: INVALID }),
          text: z.string({ error: INVALID }).max(40, { error: INVALID }).nullish(),
        }));
    },
  },
  fields: {
    promotionItem: ['promotionId', 'type', 'prCode', 'promotionPrice', 'startDate', 'endDate', 'text'] as const,
  },
  api: {
    get create() {
      return once('promotionValidators.api.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          promotionId: z.string({ error: 'validation.fillInPromotionId' }).refine(notBlank, { error: 'validation.fillInPromotionId' }).max(64, { error: INVALID }),
          type: z.enum(['SALE', 'DISCOUNT', 'CLEARANCE', 'MEMBER'], { error: 'validation.selectPromotionType' }),
          prCode: z.string({ error: 'validation.fillInPromotionProduct' }).refine(notBlank, { error: 'validation.fillInPromotionProduct' }).max(64, { error: INVALID }),
          promotionPrice: z.union([z.number({ error: 'validation.fillInPromotionPrice' }), z.string({ error: 'validation.fillInPromotionPrice' })], { error: 'validation.fillInPromotionPrice' }).refine(numberNotBlank, { error: 'validation.fillInPromotionPrice' }).transform(toNumber).pipe(z.number({ error: INVALID }).min(0, { error: INVALID })),
          startDate: z.string({ error: 'validation.fillInPromotionPeriod' }).refine(notBlank, { error: 'validation.fillInPromotionPeriod' }).refine(isDateTime, { error: INVALID }),
          endDate: z.string({ error: 'validation.fillInPromotionPeriod' }).refine(notBlank, { error: 'validation.fillInPromotionPeriod' }).refine(isDateTime, { error: INVALID }),
          text: z.string({ error: INVALID }).max(40, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('promotionValidators.api.update', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          promotionId: z.string({ error: 'validation.fillInPromotionId' }).refine(notBlank, { error: 'validation.fillInPromotionId' }).max(64, { error: INVALID }),
          type: z.enum(['SALE', 'DISCOUNT', 'CLEARANCE', 'MEMBER'], { error: 'validation.selectPromotionType' }),
          prCode: z.string({ error: 'validation.fillInPromotionProduct' }).refine(notBlank, { error: 'validation.fillInPromotionProduct' }).max(64, { error: INVALID }),
          promotionPrice: z.union([z.number({ error: 'validation.fillInPromotionPrice' }), z.string({ error: 'validation.fillInPromotionPrice' })], { error: 'validation.fillInPromotionPrice' }).refine(numberNotBlank, { error: 'validation.fillInPromotionPrice' }).transform(toNumber).pipe(z.number({ error: INVALID }).min(0, { error: INVALID })),
          startDate: z.string({ error: 'validation.fillInPromotionPeriod' }).refine(notBlank, { error: 'validation.fillInPromotionPeriod' }).refine(isDateTime, { error: INVALID }),
          endDate: z.string({ error: 'validation.fillInPromotionPeriod' }).refine(notBlank, { error: 'validation.fillInPromotionPeriod' }).refine(isDateTime, { error: INVALID }),
          text: z.string({ error: INVALID }).max(40, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type PromotionCreateInput = z.output<typeof promotionValidators.api.create>;
export type PromotionUpdateInput = z.output<typeof promotionValidators.api.update>;

/** Role: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const roleValidators = {
  form: {
    get create() {
      return once('roleValidators.form.create', () => z.object({
          name: z.string({ error: 'validation.fillInRoleName' }).refine(notBlank, { error: 'validation.fillInRoleName' }).max(100, { error: INVALID }),
          privilege: z.array(z.object({ key: z.string({ error: INVALID }), depth: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }), read: z.boolean({ error: INVALID }), write: z.boolean({ error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('roleValidators.form.edit', () => z.object({
          role_id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          name: z.string({ error: 'validation.fillInRoleName' }).refine(notBlank, { error: 'validation.fillInRoleName' }).max(100, { error: INVALID }),
          privilege: z.array(z.object({ key: z.string({ error: INVALID }), depth: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }), read: z.boolean({ error: INVALID }), write: z.boolean({ error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('roleValidators.api.create', () => z.object({
          name: z.string({ error: 'validation.fillInRoleName' }).refine(notBlank, { error: 'validation.fillInRoleName' }).max(100, { error: INVALID }),
          privilege: z.array(z.object({ key: z.string({ error: INVALID }), depth: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }), read: z.boolean({ error: INVALID }), write: z.boolean({ error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('roleValidators.api.update', () => z.object({
          role_id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          name: z.string({ error: 'validation.fillInRoleName' }).refine(notBlank, { error: 'validation.fillInRoleName' }).max(100, { error: INVALID }),
          privilege: z.array(z.object({ key: z.string({ error: INVALID }), depth: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }), read: z.boolean({ error: INVALID }), write: z.boolean({ error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
        }));
    },
  },
};
export type RoleCreateInput = z.output<typeof roleValidators.api.create>;
export type RoleUpdateInput = z.output<typeof roleValidators.api.update>;

/** Rollout: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const rolloutValidators = {
  form: {
    get create() {
      return once('rolloutValidators.form.create', () => z.object({
          packageId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          component: z.enum(['grm', 'gmp'], { error: INVALID }).nullish(),
          version: z.string({ error: INVALID }).nullish(),
          previousConfig: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
          state: z.enum(['RUNNING', 'PAUSED', 'COMPLETED', 'ROLLING_BACK', 'ROLLED_BACK'], { error: INVALID }).nullish(),
          stage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          stages: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID })).nullish()),
          pausedReason: z.enum(['operator', 'failures'], { error: INVALID }).nullish(),
          acceptedStage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          failureThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          createdBy: z.string({ error: INVALID }).nullish(),
          startedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          finishedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('rolloutValidators.form.edit', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          packageId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          component: z.enum(['grm', 'gmp'], { error: INVALID }).nullish(),
          version: z.string({ error: INVALID }).nullish(),
          previousConfig: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
          state: z.enum(['RUNNING', 'PAUSED', 'COMPLETED', 'ROLLING_BACK', 'ROLLED_BACK'], { error: INVALID }).nullish(),
          stage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          stages: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID })).nullish()),
          pausedReason: z.enum(['operator', 'failures'], { error: INVALID }).nullish(),
          acceptedStage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          failureThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          createdBy: z.string({ error: INVALID }).nullish(),
          startedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          finishedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('rolloutValidators.api.create', () => z.object({
          packageId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          component: z.enum(['grm', 'gmp'], { error: INVALID }).nullish(),
          version: z.string({ error: INVALID }).nullish(),
          previousConfig: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
          state: z.enum(['RUNNING', 'PAUSED', 'COMPLETED', 'ROLLING_BACK', 'ROLLED_BACK'], { error: INVALID }).nullish(),
          stage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          stages: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID })).nullish()),
          pausedReason: z.enum(['operator', 'failures'], { error: INVALID }).nullish(),
          acceptedStage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          failureThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          createdBy: z.string({ error: INVALID }).nullish(),
          startedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          finishedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('rolloutValidators.api.update', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          packageId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          component: z.enum(['grm', 'gmp'], { error: INVALID }).nullish(),
          version: z.string({ error: INVALID }).nullish(),
          previousConfig: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
          state: z.enum(['RUNNING', 'PAUSED', 'COMPLETED', 'ROLLING_BACK', 'ROLLED_BACK'], { error: INVALID }).nullish(),
          stage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          stages: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID })).nullish()),
          pausedReason: z.enum(['operator', 'failures'], { error: INVALID }).nullish(),
          acceptedStage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          failureThreshold: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          createdBy: z.string({ error: INVALID }).nullish(),
          startedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          finishedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type RolloutCreateInput = z.output<typeof rolloutValidators.api.create>;
export type RolloutUpdateInput = z.output<typeof rolloutValidators.api.update>;

/** RolloutGateway: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const rolloutGatewayValidators = {
  form: {
    get create() {
      return once('rolloutGatewayValidators.form.create', () => z.object({
          rolloutId: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).nullish(),
          stage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          state: z.enum(['PENDING', 'UPDATING', 'DONE', 'FAILED', 'ROLLING_BACK', 'ROLLED_BACK', 'SKIPPED'], { error: INVALID }).nullish(),
          previousVersion: z.string({ error: INVALID }).nullish(),
          dueAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          error: z.string({ error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('rolloutGatewayValidators.form.edit', () => z.object({
          rolloutId: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).nullish(),
          stage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          state: z.enum(['PENDING', 'UPDATING', 'DONE', 'FAILED', 'ROLLING_BACK', 'ROLLED_BACK', 'SKIPPED'], { error: INVALID }).nullish(),
          previousVersion: z.string({ error: INVALID }).nullish(),
          dueAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          error: z.string({ error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('rolloutGatewayValidators.api.create', () => z.object({
          rolloutId: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).nullish(),
          stage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          state: z.enum(['PENDING', 'UPDATING', 'DONE', 'FAILED', 'ROLLING_BACK', 'ROLLED_BACK', 'SKIPPED'], { error: INVALID }).nullish(),
          previousVersion: z.string({ error: INVALID }).nullish(),
          dueAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          error: z.string({ error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('rolloutGatewayValidators.api.update', () => z.object({
          rolloutId: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).nullish(),
          stage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          state: z.enum(['PENDING', 'UPDATING', 'DONE', 'FAILED', 'ROLLING_BACK', 'ROLLED_BACK', 'SKIPPED'], { error: INVALID }).nullish(),
          previousVersion: z.string({ error: INVALID }).nullish(),
          dueAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          error: z.string({ error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type RolloutGatewayCreateInput = z.output<typeof rolloutGatewayValidators.api.create>;
export type RolloutGatewayUpdateInput = z.output<typeof rolloutGatewayValidators.api.update>;

/** RolloutStore: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const rolloutStoreValidators = {
  form: {
    get create() {
      return once('rolloutStoreValidators.form.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeName: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          total: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          done: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          failed: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          pending: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          progress: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
        }));
    },
    get edit() {
      return once('rolloutStoreValidators.form.edit', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeName: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          total: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          done: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          failed: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          pending: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          progress: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
        }));
    },
  },
  api: {
    get create() {
      return once('rolloutStoreValidators.api.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeName: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          total: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          done: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          failed: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          pending: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          progress: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
        }));
    },
    get update() {
      return once('rolloutStoreValidators.api.update', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeName: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          total: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          done: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          failed: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          pending: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          progress: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
        }));
    },
  },
};
export type RolloutStoreCreateInput = z.output<typeof rolloutStoreValidators.api.create>;
export type RolloutStoreUpdateInput = z.output<typeof rolloutStoreValidators.api.update>;

/** SecondCode: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const secondCodeValidators = {
  form: {
    get create() {
      return once('secondCodeValidators.form.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          prCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          secondCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          salesTypeCode: z.string({ error: INVALID }).max(16, { error: INVALID }).nullish(),
          insertDate: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          ceaseDate: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          deleteDate: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          acquisitionDate: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          modifyDate: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          programName: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          operatorName: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          dbTriggerFlag: z.string({ error: INVALID }).max(8, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('secondCodeValidators.form.edit', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          prCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          secondCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          salesTypeCode: z.string({ error: INVALID }).max(16, { error: INVALID }).nullish(),
          insertDate: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          ceaseDate: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          deleteDate: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          acquisitionDate: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          modifyDate: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          programName: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          operatorName: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          dbTriggerFlag: z.string({ error: INVALID }).max(8, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('secondCodeValidators.api.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          prCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          secondCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          salesTypeCode: z.string({ error: INVALID }).max(16, { error: INVALID }).nullish(),
          insertDate: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          ceaseDate: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          deleteDate: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          acquisitionDate: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          modifyDate: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          programName: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          operatorName: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          dbTriggerFlag: z.string({ error: INVALID }).max(8, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('secondCodeValidators.api.update', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          prCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          secondCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          salesTypeCode: z.string({ error: INVALID }).max(16, { error: INVALID }).nullish(),
          insertDate: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          ceaseDate: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          deleteDate: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          acquisitionDate: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          modifyDate: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          programName: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          operatorName: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          dbTriggerFlag: z.string({ error: INVALID }).max(8, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type SecondCodeCreateInput = z.output<typeof secondCodeValidators.api.create>;
export type SecondCodeUpdateInput = z.output<typeof secondCodeValidators.api.update>;

/** Sensor: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const sensorValidators = {
  form: {
    get create() {
      return once('sensorValidators.form.create', () => z.object({
          sensorMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          gwMac: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          operation: z.enum(['TEMPERATURE', 'HUMIDITY'], { error: INVALID }).nullish(),
          version: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          battery: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          rssi: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          status: z.enum(['OK', 'OUT_OF_RANGE', 'NO_RESPONSE'], { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('sensorValidators.form.edit', () => z.object({
          sensorMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          gwMac: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          operation: z.enum(['TEMPERATURE', 'HUMIDITY'], { error: INVALID }).nullish(),
          version: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          battery: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          rssi: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          status: z.enum(['OK', 'OUT_OF_RANGE', 'NO_RESPONSE'], { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('sensorValidators.api.create', () => z.object({
          sensorMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          gwMac: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          operation: z.enum(['TEMPERATURE', 'HUMIDITY'], { error: INVALID }).nullish(),
          version: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          battery: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          rssi: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          status: z.enum(['OK', 'OUT_OF_RANGE', 'NO_RESPONSE'], { error: INVALID }).nullish(),
          minValue: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          maxValue: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          sensingValue: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          sensingTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('sensorValidators.api.update', () => z.object({
          sensorMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          gwMac: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          operation: z.enum(['TEMPERATURE', 'HUMIDITY'], { error: INVALID }).nullish(),
          version: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          battery: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          rssi: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          status: z.enum(['OK', 'OUT_OF_RANGE', 'NO_RESPONSE'], { error: INVALID }).nullish(),
          minValue: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          maxValue: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          sensingValue: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          sensingTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type SensorCreateInput = z.output<typeof sensorValidators.api.create>;
export type SensorUpdateInput = z.output<typeof sensorValidators.api.update>;

/** SensorAlarm: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const sensorAlarmValidators = {
  form: {
    get create() {
      return once('sensorAlarmValidators.form.create', () => z.object({
          id: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          alarmType: z.string({ error: INVALID }).nullish(),
          type: z.string({ error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('sensorAlarmValidators.form.edit', () => z.object({
          id: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          alarmType: z.string({ error: INVALID }).nullish(),
          type: z.string({ error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('sensorAlarmValidators.api.create', () => z.object({
          id: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          alarmType: z.string({ error: INVALID }).nullish(),
          type: z.string({ error: INVALID }).nullish(),
          class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
          location: z.string({ error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('sensorAlarmValidators.api.update', () => z.object({
          id: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          alarmType: z.string({ error: INVALID }).nullish(),
          type: z.string({ error: INVALID }).nullish(),
          class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
          location: z.string({ error: INVALID }).nullish(),
        }));
    },
  },
};
export type SensorAlarmCreateInput = z.output<typeof sensorAlarmValidators.api.create>;
export type SensorAlarmUpdateInput = z.output<typeof sensorAlarmValidators.api.update>;

/** SensorSample: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const sensorSampleValidators = {
  form: {
    get create() {
      return once('sensorSampleValidators.form.create', () => z.object({
          sensorMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }),
          sensingTime: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).refine(isDateTime, { error: INVALID }),
          sensingValue: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
        }));
    },
    get edit() {
      return once('sensorSampleValidators.form.edit', () => z.object({
          sensorMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }),
          sensingTime: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).refine(isDateTime, { error: INVALID }),
          sensingValue: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
        }));
    },
  },
  api: {
    get create() {
      return once('sensorSampleValidators.api.create', () => z.object({
          sensorMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }),
          sensingTime: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).refine(isDateTime, { error: INVALID }),
          sensingValue: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
        }));
    },
    get update() {
      return once('sensorSampleValidators.api.update', () => z.object({
          sensorMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }),
          sensingTime: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).refine(isDateTime, { error: INVALID }),
          sensingValue: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
        }));
    },
  },
};
export type SensorSampleCreateInput = z.output<typeof sensorSampleValidators.api.create>;
export type SensorSampleUpdateInput = z.output<typeof sensorSampleValidators.api.update>;

/** SensorStore: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const sensorStoreValidators = {
  form: {
    get create() {
      return once('sensorStoreValidators.form.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          totalSensorCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          lowBatteryCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          successRate: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          status: z.enum(['NORMAL', 'ALARM', 'OFFLINE'], { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('sensorStoreValidators.form.edit', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          totalSensorCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          lowBatteryCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          successRate: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          status: z.enum(['NORMAL', 'ALARM', 'OFFLINE'], { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('sensorStoreValidators.api.create', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          position: z.object({ latitude: z.number({ error: INVALID }).optional(), longitude: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
          totalSensorCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          lowBatteryCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          successRate: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          status: z.enum(['NORMAL', 'ALARM', 'OFFLINE'], { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('sensorStoreValidators.api.update', () => z.object({
          storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
          position: z.object({ latitude: z.number({ error: INVALID }).optional(), longitude: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
          totalSensorCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          lowBatteryCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          successRate: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          status: z.enum(['NORMAL', 'ALARM', 'OFFLINE'], { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type SensorStoreCreateInput = z.output<typeof sensorStoreValidators.api.create>;
export type SensorStoreUpdateInput = z.output<typeof sensorStoreValidators.api.update>;

/** Server: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const serverValidators = {
  form: {
    get create() {
      return once('serverValidators.form.create', () => z.object({
          id: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          name: z.string({ error: INVALID }).max(100, { error: INVALID }).nullish(),
          type: z.enum(['proxy', 'esl', 'database'], { error: INVALID }).nullish(),
          status: z.enum(['NORMAL', 'ALARM', 'OFFLINE'], { error: INVALID }).nullish(),
          state: z.enum([
      'STARTUP',
      'RECOVERING',
      'STARTUP2',
      'UNKNOWN',
      'ARBITER',
      'DOWN',
      'ROLLBACK',
      'REMOVED',
      'ERROR',
      'PRIMARY',
      'SECONDARY',
      'MASTER',
      'LEADER',
      'FOLLOWER',
    ], { error: INVALID }).nullish(),
          ip: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          reportTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          diskUsage: z.object({ used: z.number({ error: INVALID }), total: z.number({ error: INVALID }) }, { error: INVALID }).nullish(),
          ramUsage: z.object({ used: z.number({ error: INVALID }), total: z.number({ error: INVALID }) }, { error: INVALID }).nullish(),
          serviceStatusList: z.array(z.object({ name: z.string({ error: INVALID }), status: z.string({ error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
          networkInformation: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('serverValidators.form.edit', () => z.object({
          id: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          name: z.string({ error: INVALID }).max(100, { error: INVALID }).nullish(),
          type: z.enum(['proxy', 'esl', 'database'], { error: INVALID }).nullish(),
          status: z.enum(['NORMAL', 'ALARM', 'OFFLINE'], { error: INVALID }).nullish(),
          state: z.enum([
      'STARTUP',
      'RECOVERING',
      'STARTUP2',
      'UNKNOWN',
      'ARBITER',
      'DOWN',
      'ROLLBACK',
      'REMOVED',
      'ERROR',
      'PRIMARY',
      'SECONDARY',
      'MASTER',
      'LEADER',
      'FOLLOWER',
    ], { error: INVALID }).nullish(),
          ip: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          reportTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          diskUsage: z.object({ used: z.number({ error: INVALID }), total: z.number({ error: INVALID }) }, { error: INVALID }).nullish(),
          ramUsage: z.object({ used: z.number({ error: INVALID }), total: z.number({ error: INVALID }) }, { error: INVALID }).nullish(),
          serviceStatusList: z.array(z.object({ name: z.string({ error: INVALID }), status: z.string({ error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
          networkInformation: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('serverValidators.api.create', () => z.object({
          id: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          name: z.string({ error: INVALID }).max(100, { error: INVALID }).nullish(),
          type: z.enum(['proxy', 'esl', 'database'], { error: INVALID }).nullish(),
          status: z.enum(['NORMAL', 'ALARM', 'OFFLINE'], { error: INVALID }).nullish(),
          state: z.enum([
      'STARTUP',
      'RECOVERING',
      'STARTUP2',
      'UNKNOWN',
      'ARBITER',
      'DOWN',
      'ROLLBACK',
      'REMOVED',
      'ERROR',
      'PRIMARY',
      'SECONDARY',
      'MASTER',
      'LEADER',
      'FOLLOWER',
    ], { error: INVALID }).nullish(),
          ip: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          reportTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          diskUsage: z.object({ used: z.number({ error: INVALID }), total: z.number({ error: INVALID }) }, { error: INVALID }).nullish(),
          ramUsage: z.object({ used: z.number({ error: INVALID }), total: z.number({ error: INVALID }) }, { error: INVALID }).nullish(),
          serviceStatusList: z.array(z.object({ name: z.string({ error: INVALID }), status: z.string({ error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
          networkInformation: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('serverValidators.api.update', () => z.object({
          id: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          name: z.string({ error: INVALID }).max(100, { error: INVALID }).nullish(),
          type: z.enum(['proxy', 'esl', 'database'], { error: INVALID }).nullish(),
          status: z.enum(['NORMAL', 'ALARM', 'OFFLINE'], { error: INVALID }).nullish(),
          state: z.enum([
      'STARTUP',
      'RECOVERING',
      'STARTUP2',
      'UNKNOWN',
      'ARBITER',
      'DOWN',
      'ROLLBACK',
      'REMOVED',
      'ERROR',
      'PRIMARY',
      'SECONDARY',
      'MASTER',
      'LEADER',
      'FOLLOWER',
    ], { error: INVALID }).nullish(),
          ip: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          reportTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          diskUsage: z.object({ used: z.number({ error: INVALID }), total: z.number({ error: INVALID }) }, { error: INVALID }).nullish(),
          ramUsage: z.object({ used: z.number({ error: INVALID }), total: z.number({ error: INVALID }) }, { error: INVALID }).nullish(),
          serviceStatusList: z.array(z.object({ name: z.string({ error: INVALID }), status: z.string({ error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
          networkInformation: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
        }));
    },
  },
};
export type ServerCreateInput = z.output<typeof serverValidators.api.create>;
export type ServerUpdateInput = z.output<typeof serverValidators.api.update>;

/** ServerAlarm: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const serverAlarmValidators = {
  form: {
    get create() {
      return once('serverAlarmValidators.form.create', () => z.object({
          location: z.string({ error: INVALID }).nullish(),
          type: z.string({ error: INVALID }).nullish(),
          class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
          alarmType: z.string({ error: INVALID }).nullish(),
          alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('serverAlarmValidators.form.edit', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          location: z.string({ error: INVALID }).nullish(),
          type: z.string({ error: INVALID }).nullish(),
          class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
          alarmType: z.string({ error: INVALID }).nullish(),
          alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('serverAlarmValidators.api.create', () => z.object({
          location: z.string({ error: INVALID }).nullish(),
          type: z.string({ error: INVALID }).nullish(),
          class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
          alarmType: z.string({ error: INVALID }).nullish(),
          alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('serverAlarmValidators.api.update', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          location: z.string({ error: INVALID }).nullish(),
          type: z.string({ error: INVALID }).nullish(),
          class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
          alarmType: z.string({ error: INVALID }).nullish(),
          alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type ServerAlarmCreateInput = z.output<typeof serverAlarmValidators.api.create>;
export type ServerAlarmUpdateInput = z.output<typeof serverAlarmValidators.api.update>;

/** ServerConfig: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const serverConfigValidators = {
  form: {
    get create() {
      return once('serverConfigValidators.form.create', () => z.object({
          retailServerIp: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          retailServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(65535, { error: INVALID })).nullish()),
          timeServerIp: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          timeServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(65535, { error: INVALID })).nullish()),
          historyRetentionDays: z.union([z.number({ error: 'validation.fillInHistoryRetention' }), z.string({ error: 'validation.fillInHistoryRetention' })], { error: 'validation.fillInHistoryRetention' }).refine(numberNotBlank, { error: 'validation.fillInHistoryRetention' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(3650, { error: INVALID })),
          updateHistoryRetentionDays: z.union([z.number({ error: 'validation.fillInUpdateHistoryRetention' }), z.string({ error: 'validation.fillInUpdateHistoryRetention' })], { error: 'validation.fillInUpdateHistoryRetention' }).refine(numberNotBlank, { error: 'validation.fillInUpdateHistoryRetention' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(3650, { error: INVALID })),
          tagDisplayRefreshDays: z.union([z.number({ error: 'validation.fillInTagDisplayRefresh' }), z.string({ error: 'validation.fillInTagDisplayRefresh' })], { error: 'validation.fillInTagDisplayRefresh' }).refine(numberNotBlank, { error: 'validation.fillInTagDisplayRefresh' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(365, { error: INVALID })),
          gatewayStatusCheckInterval: z.union([z.number({ error: 'validation.fillInGwStatusCheckInterval' }), z.string({ error: 'validation.fillInGwStatusCheckInterval' })], { error: 'validation.fillInGwStatusCheckInterval' }).refine(numberNotBlank, { error: 'validation.fillInGwStatusCheckInterval' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(86400, { error: INVALID })),
          panId: z.string({ error: 'validation.fillInPanId' }).refine(notBlank, { error: 'validation.fillInPanId' }).max(16, { error: INVALID }),
          mobile: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          email: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          mainFromMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          mainFromPage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(7, { error: INVALID })).nullish()),
          generateTaskForLayoutUpdate: z.boolean({ error: INVALID }).nullish(),
          forwardLayoutToGateway: z.boolean({ error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('serverConfigValidators.form.edit', () => z.object({
          retailServerIp: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          retailServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(65535, { error: INVALID })).nullish()),
          timeServerIp: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          timeServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(65535, { error: INVALID })).nullish()),
          historyRetentionDays: z.union([z.number({ error: 'validation.fillInHistoryRetention' }), z.string({ error: 'validation.fillInHistoryRetention' })], { error: 'validation.fillInHistoryRetention' }).refine(numberNotBlank, { error: 'validation.fillInHistoryRetention' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(3650, { error: INVALID })),
          updateHistoryRetentionDays: z.union([z.number({ error: 'validation.fillInUpdateHistoryRetention' }), z.string({ error: 'validation.fillInUpdateHistoryRetention' })], { error: 'validation.fillInUpdateHistoryRetention' }).refine(numberNotBlank, { error: 'validation.fillInUpdateHistoryRetention' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(3650, { error: INVALID })),
          tagDisplayRefreshDays: z.union([z.number({ error: 'validation.fillInTagDisplayRefresh' }), z.string({ error: 'validation.fillInTagDisplayRefresh' })], { error: 'validation.fillInTagDisplayRefresh' }).refine(numberNotBlank, { error: 'validation.fillInTagDisplayRefresh' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(365, { error: INVALID })),
          gatewayStatusCheckInterval: z.union([z.number({ error: 'validation.fillInGwStatusCheckInterval' }), z.string({ error: 'validation.fillInGwStatusCheckInterval' })], { error: 'validation.fillInGwStatusCheckInterval' }).refine(numberNotBlank, { error: 'validation.fillInGwStatusCheckInterval' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(86400, { error: INVALID })),
          panId: z.string({ error: 'validation.fillInPanId' }).refine(notBlank, { error: 'validation.fillInPanId' }).max(16, { error: INVALID }),
          mobile: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          email: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          mainFromMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          mainFromPage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(7, { error: INVALID })).nullish()),
          generateTaskForLayoutUpdate: z.boolean({ error: INVALID }).nullish(),
          forwardLayoutToGateway: z.boolean({ error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get serverConfig() {
      return once('serverConfigValidators.form.serverConfig', () => z.object({
          retailServerIp: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          retailServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(65535, { error: INVALID })).nullish()),
          timeServerIp: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          timeServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(65535, { error: INVALID })).nullish()),
          historyRetentionDays: z.union([z.number({ error: 'validation.fillInHistoryRetention' }), z.string({ error: 'validation.fillInHistoryRetention' })], { error: 'validation.fillInHistoryRetention' }).refine(numberNotBlank, { error: 'validation.fillInHistoryRetention' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(3650, { error: INVALID })),
          updateHistoryRetentionDays: z.union([z.number({ error: 'validation.fillInUpdateHistoryRetention' }), z.string({ error: 'validation.fillInUpdateHistoryRetention' })], { error: 'validation.fillInUpdateHistoryRetention' }).refine(numberNotBlank, { error: 'validation.fillInUpdateHistoryRetention' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(3650, { error: INVALID })),
          tagDisplayRefreshDays: z.union([z.number({ error: 'validation.fillInTagDisplayRefresh' }), z.string({ error: 'validation.fillInTagDisplayRefresh' })], { error: 'validation.fillInTagDisplayRefresh' }).refine(numberNotBlank, { error: 'validation.fillInTagDisplayRefresh' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(365, { error: INVALID })),
          gatewayStatusCheckInterval: z.union([z.number({ error: 'validation.fillInGwStatusCheckInterval' }), z.string({ error: 'validation.fillInGwStatusCheckInterval' })], { error: 'validation.fillInGwStatusCheckInterval' }).refine(numberNotBlank, { error: 'validation.fillInGwStatusCheckInterval' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(86400, { error: INVALID })),
          panId: z.string({ error: 'validation.fillInPanId' }).refine(notBlank, { error: 'validation.fillInPanId' }).max(16, { error: INVALID }),
          mobile: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          email: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          mainFromMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          mainFromPage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(7, { error: INVALID })).nullish()),
          generateTaskForLayoutUpdate: z.boolean({ error: INVALID }).nullish(),
          forwardLayoutToGateway: z.boolean({ error: INVALID }).nullish(),
        }));
    },
  },
  fields: {
    serverConfig: ['retailServerIp', 'retailServerPort', 'timeServerIp', 'timeServerPort', 'historyRetentionDays', 'updateHistoryRetentionDays', 'tagDisplayRefreshDays', 'gatewayStatusCheckInterval', 'panId', 'mobile', 'email', 'mainFromMac', 'mainFromPage', 'generateTaskForLayoutUpdate', 'forwardLayoutToGateway'] as const,
  },
  api: {
    get create() {
      return once('serverConfigValidators.api.create', () => z.object({
          retailServerIp: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          retailServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(65535, { error: INVALID })).nullish()),
          timeServerIp: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          timeServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(65535, { error: INVALID })).nullish()),
          historyRetentionDays: z.union([z.number({ error: 'validation.fillInHistoryRetention' }), z.string({ error: 'validation.fillInHistoryRetention' })], { error: 'validation.fillInHistoryRetention' }).refine(numberNotBlank, { error: 'validation.fillInHistoryRetention' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(3650, { error: INVALID })),
          updateHistoryRetentionDays: z.union([z.number({ error: 'validation.fillInUpdateHistoryRetention' }), z.string({ error: 'validation.fillInUpdateHistoryRetention' })], { error: 'validation.fillInUpdateHistoryRetention' }).refine(numberNotBlank, { error: 'validation.fillInUpdateHistoryRetention' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(3650, { error: INVALID })),
          tagDisplayRefreshDays: z.union([z.number({ error: 'validation.fillInTagDisplayRefresh' }), z.string({ error: 'validation.fillInTagDisplayRefresh' })], { error: 'validation.fillInTagDisplayRefresh' }).refine(numberNotBlank, { error: 'validation.fillInTagDisplayRefresh' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(365, { error: INVALID })),
          gatewayStatusCheckInterval: z.union([z.number({ error: 'validation.fillInGwStatusCheckInterval' }), z.string({ error: 'validation.fillInGwStatusCheckInterval' })], { error: 'validation.fillInGwStatusCheckInterval' }).refine(numberNotBlank, { error: 'validation.fillInGwStatusCheckInterval' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(86400, { error: INVALID })),
          panId: z.string({ error: 'validation.fillInPanId' }).refine(notBlank, { error: 'validation.fillInPanId' }).max(16, { error: INVALID }),
          mobile: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          email: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          mainFromMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          mainFromPage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(7, { error: INVALID })).nullish()),
          generateTaskForLayoutUpdate: z.boolean({ error: INVALID }).nullish(),
          forwardLayoutToGateway: z.boolean({ error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('serverConfigValidators.api.update', () => z.object({
          retailServerIp: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          retailServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(65535, { error: INVALID })).nullish()),
          timeServerIp: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          timeServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(65535, { error: INVALID })).nullish()),
          historyRetentionDays: z.union([z.number({ error: 'validation.fillInHistoryRetention' }), z.string({ error: 'validation.fillInHistoryRetention' })], { error: 'validation.fillInHistoryRetention' }).refine(numberNotBlank, { error: 'validation.fillInHistoryRetention' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(3650, { error: INVALID })),
          updateHistoryRetentionDays: z.union([z.number({ error: 'validation.fillInUpdateHistoryRetention' }), z.string({ error: 'validation.fillInUpdateHistoryRetention' })], { error: 'validation.fillInUpdateHistoryRetention' }).refine(numberNotBlank, { error: 'validation.fillInUpdateHistoryRetention' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(3650, { error: INVALID })),
          tagDisplayRefreshDays: z.union([z.number({ error: 'validation.fillInTagDisplayRefresh' }), z.string({ error: 'validation.fillInTagDisplayRefresh' })], { error: 'validation.fillInTagDisplayRefresh' }).refine(numberNotBlank, { error: 'validation.fillInTagDisplayRefresh' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(365, { error: INVALID })),
          gatewayStatusCheckInterval: z.union([z.number({ error: 'validation.fillInGwStatusCheckInterval' }), z.string({ error: 'validation.fillInGwStatusCheckInterval' })], { error: 'validation.fillInGwStatusCheckInterval' }).refine(numberNotBlank, { error: 'validation.fillInGwStatusCheckInterval' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(86400, { error: INVALID })),
          panId: z.string({ error: 'validation.fillInPanId' }).refine(notBlank, { error: 'validation.fillInPanId' }).max(16, { error: INVALID }),
          mobile: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          email: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          mainFromMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          mainFromPage: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(7, { error: INVALID })).nullish()),
          generateTaskForLayoutUpdate: z.boolean({ error: INVALID }).nullish(),
          forwardLayoutToGateway: z.boolean({ error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type ServerConfigCreateInput = z.output<typeof serverConfigValidators.api.create>;
export type ServerConfigUpdateInput = z.output<typeof serverConfigValidators.api.update>;

/** SmtpConfig: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const smtpConfigValidators = {
  form: {
    get create() {
      return once('smtpConfigValidators.form.create', () => z.object({
          enable: z.boolean({ error: INVALID }).nullish(),
          server: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          port: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(65535, { error: INVALID })).nullish()),
          account: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          password: z.string({ error: INVALID }).max(256, { error: INVALID }).nullish(),
          tls: z.boolean({ error: INVALID }).nullish(),
          ssl: z.boolean({ error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('smtpConfigValidators.form.edit', () => z.object({
          enable: z.boolean({ error: INVALID }).nullish(),
          server: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          port: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(65535, { error: INVALID })).nullish()),
          account: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          password: z.string({ error: INVALID }).max(256, { error: INVALID }).nullish(),
          tls: z.boolean({ error: INVALID }).nullish(),
          ssl: z.boolean({ error: INVALID }).nullish(),
        }));
    },
    get smtp() {
      return once('smtpConfigValidators.form.smtp', () => z.object({
          enable: z.boolean({ error: INVALID }).nullish(),
          server: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          port: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(65535, { error: INVALID })).nullish()),
          account: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          password: z.string({ error: INVALID }).max(256, { error: INVALID }).nullish(),
          tls: z.boolean({ error: INVALID }).nullish(),
          ssl: z.boolean({ error: INVALID }).nullish(),
        }));
    },
  },
  fields: {
    smtp: ['enable', 'server', 'port', 'account', 'password', 'tls', 'ssl'] as const,
  },
  api: {
    get create() {
      return once('smtpConfigValidators.api.create', () => z.object({
          enable: z.boolean({ error: INVALID }).nullish(),
          server: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          port: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(65535, { error: INVALID })).nullish()),
          account: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          password: z.string({ error: INVALID }).max(256, { error: INVALID }).nullish(),
          tls: z.boolean({ error: INVALID }).nullish(),
          ssl: z.boolean({ error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('smtpConfigValidators.api.update', () => z.object({
          enable: z.boolean({ error: INVALID }).nullish(),
          server: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
          port: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(65535, { error: INVALID })).nullish()),
          account: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          password: z.string({ error: INVALID }).max(256, { error: INVALID }).nullish(),
          tls: z.boolean({ error: INVALID }).nullish(),
          ssl: z.boolean({ error: INVALID }).nullish(),
        }));
    },
  },
};
export type SmtpConfigCreateInput = z.output<typeof smtpConfigValidators.api.create>;
export type SmtpConfigUpdateInput = z.output<typeof smtpConfigValidators.api.update>;

/** Store: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const storeValidators = {
  form: {
    get create() {
      return once('storeValidators.form.create', () => z.object({
          storeCode: z.string({ error: 'validation.fillInStoreCode' }).refine(notBlank, { error: 'validation.fillInStoreCode' }).max(64, { error: INVALID }),
          storeName: z.string({ error: 'validation.fillInStoreName' }).refine(notBlank, { error: 'validation.fillInStoreName' }).max(200, { error: INVALID }),
          address: z.string({ error: INVALID }).max(400, { error: INVALID }).nullish(),
          country: z.string({ error: INVALID }).max(2, { error: INVALID }).nullish(),
          position: z.object({ latitude: z.number({ error: INVALID }).optional(), longitude: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
          totalDuration: z.union([z.number({ error: 'validation.fillInTotalDuration' }), z.string({ error: 'validation.fillInTotalDuration' })], { error: 'validation.fillInTotalDuration' }).refine(numberNotBlank, { error: 'validation.fillInTotalDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          eventDuration: z.union([z.number({ error: 'validation.fillInEventDuration' }), z.string({ error: 'validation.fillInEventDuration' })], { error: 'validation.fillInEventDuration' }).refine(numberNotBlank, { error: 'validation.fillInEventDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          cpDuration: z.union([z.number({ error: 'validation.fillInContentionDuration' }), z.string({ error: 'validation.fillInContentionDuration' })], { error: 'validation.fillInContentionDuration' }).refine(numberNotBlank, { error: 'validation.fillInContentionDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          oneChannelEnable: z.boolean({ error: INVALID }).nullish(),
          channelMaskEnable: z.boolean({ error: INVALID }).nullish(),
          outbandEnable: z.boolean({ error: INVALID }).nullish(),
          notAutoRtnPage: z.boolean({ error: INVALID }).nullish(),
          showMac: z.boolean({ error: INVALID }).nullish(),
          hideLed: z.boolean({ error: INVALID }).nullish(),
          eventLedCtrl: z.boolean({ error: INVALID }).nullish(),
          baseTimeout: z.union([z.number({ error: 'validation.fillInBaseTimeout' }), z.string({ error: 'validation.fillInBaseTimeout' })], { error: 'validation.fillInBaseTimeout' }).refine(numberNotBlank, { error: 'validation.fillInBaseTimeout' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          timeoutTag: z.union([z.number({ error: 'validation.fillInTimeoutPerTag' }), z.string({ error: 'validation.fillInTimeoutPerTag' })], { error: 'validation.fillInTimeoutPerTag' }).refine(numberNotBlank, { error: 'validation.fillInTimeoutPerTag' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          nfRandomPercent: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          nfRetryCnt: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          nfBasicSleep: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          nfDeepSleepDuration: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          enableTagStatusCheck: z.boolean({ error: INVALID }).nullish(),
          tagStatusCheckDay: z.enum(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'], { error: INVALID }).nullish(),
          timeServerIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          timeServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          panId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          deliveryTargetPercent: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          deliveryTargetMinutes: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).min(0.1, { error: INVALID }).max(1440, { error: INVALID })).nullish()),
        }));
    },
    get edit() {
      return once('storeValidators.form.edit', () => z.object({
          storeCode: z.string({ error: 'validation.fillInStoreCode' }).refine(notBlank, { error: 'validation.fillInStoreCode' }).max(64, { error: INVALID }),
          storeName: z.string({ error: 'validation.fillInStoreName' }).refine(notBlank, { error: 'validation.fillInStoreName' }).max(200, { error: INVALID }),
          address: z.string({ error: INVALID }).max(400, { error: INVALID }).nullish(),
          country: z.string({ error: INVALID }).max(2, { error: INVALID }).nullish(),
          position: z.object({ latitude: z.number({ error: INVALID }).optional(), longitude: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
          totalDuration: z.union([z.number({ error: 'validation.fillInTotalDuration' }), z.string({ error: 'validation.fillInTotalDuration' })], { error: 'validation.fillInTotalDuration' }).refine(numberNotBlank, { error: 'validation.fillInTotalDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          eventDuration: z.union([z.number({ error: 'validation.fillInEventDuration' }), z.string({ error: 'validation.fillInEventDuration' })], { error: 'validation.fillInEventDuration' }).refine(numberNotBlank, { error: 'validation.fillInEventDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          cpDuration: z.union([z.number({ error: 'validation.fillInContentionDuration' }), z.string({ error: 'validation.fillInContentionDuration' })], { error: 'validation.fillInContentionDuration' }).refine(numberNotBlank, { error: 'validation.fillInContentionDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          oneChannelEnable: z.boolean({ error: INVALID }).nullish(),
          channelMaskEnable: z.boolean({ error: INVALID }).nullish(),
          outbandEnable: z.boolean({ error: INVALID }).nullish(),
          notAutoRtnPage: z.boolean({ error: INVALID }).nullish(),
          showMac: z.boolean({ error: INVALID }).nullish(),
          hideLed: z.boolean({ error: INVALID }).nullish(),
          eventLedCtrl: z.boolean({ error: INVALID }).nullish(),
          baseTimeout: z.union([z.number({ error: 'validation.fillInBaseTimeout' }), z.string({ error: 'validation.fillInBaseTimeout' })], { error: 'validation.fillInBaseTimeout' }).refine(numberNotBlank, { error: 'validation.fillInBaseTimeout' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          timeoutTag: z.union([z.number({ error: 'validation.fillInTimeoutPerTag' }), z.string({ error: 'validation.fillInTimeoutPerTag' })], { error: 'validation.fillInTimeoutPerTag' }).refine(numberNotBlank, { error: 'validation.fillInTimeoutPerTag' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          nfRandomPercent: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          nfRetryCnt: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          nfBasicSleep: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          nfDeepSleepDuration: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          enableTagStatusCheck: z.boolean({ error: INVALID }).nullish(),
          tagStatusCheckDay: z.enum(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'MANUAL'], { error: INVALID }).nullish(),
          timeServerIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          timeServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          panId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          deliveryTargetPercent: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          deliveryTargetMinutes: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).min(0.1, { error: INVALID }).max(1440, { error: INVALID })).nullish()),
        }));
    },
    get storeItem() {
      return once('storeValidators.form.storeItem', () => z.object({
          storeCode: z.string({ error: 'validation.fillInStoreCode' }).refine(notBlank, { error: 'validation.fillInStoreCode' }).max(64, { error: INVALID }),
          storeName: z.string({ error: 'validation.fillInStoreName' }).refine(notBlank, { error: 'validation.fillInStoreName' }).max(200, { error: INVALID }),
          address: z.string({ error: INVALID }).max(400, { error: INVALID }).nullish(),
          position: z.object({ latitude: z.number({ error: INVALID }).optional(), longitude: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
          totalDuration: z.union([z.number({ error: 'validation.fillInTotalDuration' }), z.string({ error: 'validation.fillInTotalDuration' })], { error: 'validation.fillInTotalDuration' }).refine(numberNotBlank, { error: 'validation.fillInTotalDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          eventDuration: z.union([z.number({ error: 'validation.fillInEventDuration' }), z.string({ error: 'validation.fillInEventDuration' })], { error: 'validation.fillInEventDuration' }).refine(numberNotBlank, { error: 'validation.fillInEventDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          cpDuration: z.union([z.number({ error: 'validation.fillInContentionDuration' }), z.string({ error: 'validation.fillInContentionDuration' })], { error: 'validation.fillInContentionDuration' }).refine(numberNotBlank, { error: 'validation.fillInContentionDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          oneChannelEnable: z.boolean({ error: INVALID }).nullish(),
          channelMaskEnable: z.boolean({ error: INVALID }).nullish(),
          outbandEnable: z.boolean({ error: INVALID }).nullish(),
          notAutoRtnPage: z.boolean({ error: INVALID }).nullish(),
          showMac: z.boolean({ error: INVALID }).nullish(),
          hideLed: z.boolean({ error: INVALID }).nullish(),
          eventLedCtrl: z.boolean({ error: INVALID }).nullish(),
          baseTimeout: z.union([z.number({ error: 'validation.fillInBaseTimeout' }), z.string({ error: 'validation.fillInBaseTimeout' })], { error: 'validation.fillInBaseTimeout' }).refine(numberNotBlank, { error: 'validation.fillInBaseTimeout' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          timeoutTag: z.union([z.number({ error: 'validation.fillInTimeoutPerTag' }), z.string({ error: 'validation.fillInTimeoutPerTag' })], { error: 'validation.fillInTimeoutPerTag' }).refine(numberNotBlank, { error: 'validation.fillInTimeoutPerTag' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          nfRandomPercent: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          nfRetryCnt: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          nfBasicSleep: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          nfDeepSleepDuration: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          enableTagStatusCheck: z.boolean({ error: INVALID }).nullish(),
          tagStatusCheckDay: z.enum(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'], { error: INVALID }).nullish(),
          timeServerIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          timeServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          panId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          deliveryTargetPercent: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          deliveryTargetMinutes: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).min(0.1, { error: INVALID }).max(1440, { error: INVALID })).nullish()),
        }));
    },
    get storeEdit() {
      return once('storeValidators.form.storeEdit', () => z.object({
          storeCode: z.string({ error: 'validation.fillInStoreCode' }).refine(notBlank, { error: 'validation.fillInStoreCode' }).max(64, { error: INVALID }),
          storeName: z.string({ error: 'validation.fillInStoreName' }).refine(notBlank, { error: 'validation.fillInStoreName' }).max(200, { error: INVALID }),
          address: z.string({ error: INVALID }).max(400, { error: INVALID }).nullish(),
          position: z.object({ latitude: z.number({ error: INVALID }).optional(), longitude: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
          totalDuration: z.union([z.number({ error: 'validation.fillInTotalDuration' }), z.string({ error: 'validation.fillInTotalDuration' })], { error: 'validation.fillInTotalDuration' }).refine(numberNotBlank, { error: 'validation.fillInTotalDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          eventDuration: z.union([z.number({ error: 'validation.fillInEventDuration' }), z.string({ error: 'validation.fillInEventDuration' })], { error: 'validation.fillInEventDuration' }).refine(numberNotBlank, { error: 'validation.fillInEventDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          cpDuration: z.union([z.number({ error: 'validation.fillInContentionDuration' }), z.string({ error: 'validation.fillInContentionDuration' })], { error: 'validation.fillInContentionDuration' }).refine(numberNotBlank, { error: 'validation.fillInContentionDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          oneChannelEnable: z.boolean({ error: INVALID }).nullish(),
          channelMaskEnable: z.boolean({ error: INVALID }).nullish(),
          outbandEnable: z.boolean({ error: INVALID }).nullish(),
          notAutoRtnPage: z.boolean({ error: INVALID }).nullish(),
          showMac: z.boolean({ error: INVALID }).nullish(),
          hideLed: z.boolean({ error: INVALID }).nullish(),
          eventLedCtrl: z.boolean({ error: INVALID }).nullish(),
          baseTimeout: z.union([z.number({ error: 'validation.fillInBaseTimeout' }), z.string({ error: 'validation.fillInBaseTimeout' })], { error: 'validation.fillInBaseTimeout' }).refine(numberNotBlank, { error: 'validation.fillInBaseTimeout' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          timeoutTag: z.union([z.number({ error: 'validation.fillInTimeoutPerTag' }), z.string({ error: 'validation.fillInTimeoutPerTag' })], { error: 'validation.fillInTimeoutPerTag' }).refine(numberNotBlank, { error: 'validation.fillInTimeoutPerTag' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          nfRandomPercent: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          nfRetryCnt: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          nfBasicSleep: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          nfDeepSleepDuration: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          enableTagStatusCheck: z.boolean({ error: INVALID }).nullish(),
          tagStatusCheckDay: z.enum(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'MANUAL'], { error: INVALID }).nullish(),
          timeServerIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          timeServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          panId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          deliveryTargetPercent: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          deliveryTargetMinutes: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).min(0.1, { error: INVALID }).max(1440, { error: INVALID })).nullish()),
        }));
    },
  },
  fields: {
    storeItem: ['storeCode', 'storeName', 'address', 'position', 'totalDuration', 'eventDuration', 'cpDuration', 'oneChannelEnable', 'channelMaskEnable', 'outbandEnable', 'notAutoRtnPage', 'showMac', 'hideLed', 'eventLedCtrl', 'baseTimeout', 'timeoutTag', 'nfRandomPercent', 'nfRetryCnt', 'nfBasicSleep', 'nfDeepSleepDuration', 'enableTagStatusCheck', 'tagStatusCheckDay', 'timeServerIp', 'timeServerPort', 'panId', 'deliveryTargetPercent', 'deliveryTargetMinutes'] as const,
    storeEdit: ['storeCode', 'storeName', 'address', 'position', 'totalDuration', 'eventDuration', 'cpDuration', 'oneChannelEnable', 'channelMaskEnable', 'outbandEnable', 'notAutoRtnPage', 'showMac', 'hideLed', 'eventLedCtrl', 'baseTimeout', 'timeoutTag', 'nfRandomPercent', 'nfRetryCnt', 'nfBasicSleep', 'nfDeepSleepDuration', 'enableTagStatusCheck', 'tagStatusCheckDay', 'timeServerIp', 'timeServerPort', 'panId', 'deliveryTargetPercent', 'deliveryTargetMinutes'] as const,
  },
  api: {
    get create() {
      return once('storeValidators.api.create', () => z.object({
          storeCode: z.string({ error: 'validation.fillInStoreCode' }).refine(notBlank, { error: 'validation.fillInStoreCode' }).max(64, { error: INVALID }),
          storeName: z.string({ error: 'validation.fillInStoreName' }).refine(notBlank, { error: 'validation.fillInStoreName' }).max(200, { error: INVALID }),
          address: z.string({ error: INVALID }).max(400, { error: INVALID }).nullish(),
          country: z.string({ error: INVALID }).max(2, { error: INVALID }).nullish(),
          position: z.object({ latitude: z.number({ error: INVALID }).optional(), longitude: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
          totalDuration: z.union([z.number({ error: 'validation.fillInTotalDuration' }), z.string({ error: 'validation.fillInTotalDuration' })], { error: 'validation.fillInTotalDuration' }).refine(numberNotBlank, { error: 'validation.fillInTotalDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          eventDuration: z.union([z.number({ error: 'validation.fillInEventDuration' }), z.string({ error: 'validation.fillInEventDuration' })], { error: 'validation.fillInEventDuration' }).refine(numberNotBlank, { error: 'validation.fillInEventDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          cpDuration: z.union([z.number({ error: 'validation.fillInContentionDuration' }), z.string({ error: 'validation.fillInContentionDuration' })], { error: 'validation.fillInContentionDuration' }).refine(numberNotBlank, { error: 'validation.fillInContentionDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          oneChannelEnable: z.boolean({ error: INVALID }).nullish(),
          channelMaskEnable: z.boolean({ error: INVALID }).nullish(),
          outbandEnable: z.boolean({ error: INVALID }).nullish(),
          notAutoRtnPage: z.boolean({ error: INVALID }).nullish(),
          showMac: z.boolean({ error: INVALID }).nullish(),
          hideLed: z.boolean({ error: INVALID }).nullish(),
          eventLedCtrl: z.boolean({ error: INVALID }).nullish(),
          baseTimeout: z.union([z.number({ error: 'validation.fillInBaseTimeout' }), z.string({ error: 'validation.fillInBaseTimeout' })], { error: 'validation.fillInBaseTimeout' }).refine(numberNotBlank, { error: 'validation.fillInBaseTimeout' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          timeoutTag: z.union([z.number({ error: 'validation.fillInTimeoutPerTag' }), z.string({ error: 'validation.fillInTimeoutPerTag' })], { error: 'validation.fillInTimeoutPerTag' }).refine(numberNotBlank, { error: 'validation.fillInTimeoutPerTag' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          nfRandomPercent: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          nfRetryCnt: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          nfBasicSleep: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          nfDeepSleepDuration: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          enableTagStatusCheck: z.boolean({ error: INVALID }).nullish(),
          tagStatusCheckDay: z.enum(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'], { error: INVALID }).nullish(),
          timeServerIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          timeServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          panId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          deliveryTargetPercent: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          deliveryTargetMinutes: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).min(0.1, { error: INVALID }).max(1440, { error: INVALID })).nullish()),
        }));
    },
    get update() {
      return once('storeValidators.api.update', () => z.object({
          storeCode: z.string({ error: 'validation.fillInStoreCode' }).refine(notBlank, { error: 'validation.fillInStoreCode' }).max(64, { error: INVALID }),
          storeName: z.string({ error: 'validation.fillInStoreName' }).refine(notBlank, { error: 'validation.fillInStoreName' }).max(200, { error: INVALID }),
          address: z.string({ error: INVALID }).max(400, { error: INVALID }).nullish(),
          country: z.string({ error: INVALID }).max(2, { error: INVALID }).nullish(),
          position: z.object({ latitude: z.number({ error: INVALID }).optional(), longitude: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
          totalDuration: z.union([z.number({ error: 'validation.fillInTotalDuration' }), z.string({ error: 'validation.fillInTotalDuration' })], { error: 'validation.fillInTotalDuration' }).refine(numberNotBlank, { error: 'validation.fillInTotalDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          eventDuration: z.union([z.number({ error: 'validation.fillInEventDuration' }), z.string({ error: 'validation.fillInEventDuration' })], { error: 'validation.fillInEventDuration' }).refine(numberNotBlank, { error: 'validation.fillInEventDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          cpDuration: z.union([z.number({ error: 'validation.fillInContentionDuration' }), z.string({ error: 'validation.fillInContentionDuration' })], { error: 'validation.fillInContentionDuration' }).refine(numberNotBlank, { error: 'validation.fillInContentionDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          oneChannelEnable: z.boolean({ error: INVALID }).nullish(),
          channelMaskEnable: z.boolean({ error: INVALID }).nullish(),
          outbandEnable: z.boolean({ error: INVALID }).nullish(),
          notAutoRtnPage: z.boolean({ error: INVALID }).nullish(),
          showMac: z.boolean({ error: INVALID }).nullish(),
          hideLed: z.boolean({ error: INVALID }).nullish(),
          eventLedCtrl: z.boolean({ error: INVALID }).nullish(),
          baseTimeout: z.union([z.number({ error: 'validation.fillInBaseTimeout' }), z.string({ error: 'validation.fillInBaseTimeout' })], { error: 'validation.fillInBaseTimeout' }).refine(numberNotBlank, { error: 'validation.fillInBaseTimeout' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          timeoutTag: z.union([z.number({ error: 'validation.fillInTimeoutPerTag' }), z.string({ error: 'validation.fillInTimeoutPerTag' })], { error: 'validation.fillInTimeoutPerTag' }).refine(numberNotBlank, { error: 'validation.fillInTimeoutPerTag' }).transform(toNumber).pipe(z.number({ error: INVALID })),
          nfRandomPercent: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          nfRetryCnt: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          nfBasicSleep: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          nfDeepSleepDuration: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          enableTagStatusCheck: z.boolean({ error: INVALID }).nullish(),
          tagStatusCheckDay: z.enum(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'MANUAL'], { error: INVALID }).nullish(),
          timeServerIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          timeServerPort: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          panId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          deliveryTargetPercent: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          deliveryTargetMinutes: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).min(0.1, { error: INVALID }).max(1440, { error: INVALID })).nullish()),
        }));
    },
  },
};
export type StoreCreateInput = z.output<typeof storeValidators.api.create>;
export type StoreUpdateInput = z.output<typeof storeValidators.api.update>;

/** Tag: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const tagValidators = {
  form: {
    get create() {
      return once('tagValidators.form.create', () => z.object({
          tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          tagType: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          gwIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          operation: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          operationName: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          status: z.enum(['OK', 'NG', 'NG1', 'NG2', 'NG3', 'WIP', 'UPDATE', 'DEASSIGN', 'MISSING', 'REQ_ONLY', 'REQ_ONLY2'], { error: INVALID }).nullish(),
          version: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          rssi: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          battery: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          temperature: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          battStatus: z.enum(['GOOD', 'LOW'], { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          respondedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('tagValidators.form.edit', () => z.object({
          tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          tagType: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          gwIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          operation: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          operationName: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          status: z.enum(['OK', 'NG', 'NG1', 'NG2', 'NG3', 'WIP', 'UPDATE', 'DEASSIGN', 'MISSING', 'REQ_ONLY', 'REQ_ONLY2'], { error: INVALID }).nullish(),
          version: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          rssi: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          battery: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          temperature: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          battStatus: z.enum(['GOOD', 'LOW'], { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          respondedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('tagValidators.api.create', () => z.object({
          tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          tagType: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          gwIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          operation: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          operationName: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          status: z.enum(['OK', 'NG', 'NG1', 'NG2', 'NG3', 'WIP', 'UPDATE', 'DEASSIGN', 'MISSING', 'REQ_ONLY', 'REQ_ONLY2'], { error: INVALID }).nullish(),
          version: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          rssi: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          battery: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          temperature: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          battStatus: z.enum(['GOOD', 'LOW'], { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          respondedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('tagValidators.api.update', () => z.object({
          tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          tagType: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          gwIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          operation: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          operationName: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          status: z.enum(['OK', 'NG', 'NG1', 'NG2', 'NG3', 'WIP', 'UPDATE', 'DEASSIGN', 'MISSING', 'REQ_ONLY', 'REQ_ONLY2'], { error: INVALID }).nullish(),
          version: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          rssi: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          battery: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          temperature: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          battStatus: z.enum(['GOOD', 'LOW'], { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          respondedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type TagCreateInput = z.output<typeof tagValidators.api.create>;
export type TagUpdateInput = z.output<typeof tagValidators.api.update>;

/** TagSample: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const tagSampleValidators = {
  form: {
    get create() {
      return once('tagSampleValidators.form.create', () => z.object({
          battery: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          temperature: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          cnt: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          last_time: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).refine(isDateTime, { error: INVALID }),
        }));
    },
    get edit() {
      return once('tagSampleValidators.form.edit', () => z.object({
          battery: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          temperature: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          cnt: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          last_time: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).refine(isDateTime, { error: INVALID }),
        }));
    },
  },
  api: {
    get create() {
      return once('tagSampleValidators.api.create', () => z.object({
          battery: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          temperature: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          cnt: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          last_time: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).refine(isDateTime, { error: INVALID }),
        }));
    },
    get update() {
      return once('tagSampleValidators.api.update', () => z.object({
          battery: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          temperature: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
          cnt: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          last_time: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).refine(isDateTime, { error: INVALID }),
        }));
    },
  },
};
export type TagSampleCreateInput = z.output<typeof tagSampleValidators.api.create>;
export type TagSampleUpdateInput = z.output<typeof tagSampleValidators.api.update>;

/** TwoFactor: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const twoFactorValidators = {
  form: {
    get create() {
      return once('twoFactorValidators.form.create', () => z.object({
          email: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(254, { error: INVALID }),
        }));
    },
    get edit() {
      return once('twoFactorValidators.form.edit', () => z.object({
          email: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(254, { error: INVALID }),
        }));
    },
  },
  api: {
    get create() {
      return once('twoFactorValidators.api.create', () => z.object({
          email: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(254, { error: INVALID }),
        }));
    },
    get update() {
      return once('twoFactorValidators.api.update', () => z.object({
          email: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(254, { error: INVALID }),
        }));
    },
  },
};
export type TwoFactorCreateInput = z.output<typeof twoFactorValidators.api.create>;
export type TwoFactorUpdateInput = z.output<typeof twoFactorValidators.api.update>;

/** UpdateTask: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const updateTaskValidators = {
  form: {
    get create() {
      return once('updateTaskValidators.form.create', () => z.object({
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          taskType: z.enum(['ASSIGN', 'DEASSIGN', 'REASSIGN', 'LED', 'PAGE', 'PRODUCT', 'LAYOUT'], { error: INVALID }).nullish(),
          layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          priorTaskId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          updateId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          productCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          totalTags: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          updatedTags: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          failedTags: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          progress: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          startTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          endTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          refreshed: z.boolean({ error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('updateTaskValidators.form.edit', () => z.object({
          taskId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          taskType: z.enum(['ASSIGN', 'DEASSIGN', 'REASSIGN', 'LED', 'PAGE', 'PRODUCT', 'LAYOUT'], { error: INVALID }).nullish(),
          layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          priorTaskId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          updateId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          productCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          totalTags: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          updatedTags: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          failedTags: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          progress: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          startTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          endTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          refreshed: z.boolean({ error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('updateTaskValidators.api.create', () => z.object({
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          taskType: z.enum(['ASSIGN', 'DEASSIGN', 'REASSIGN', 'LED', 'PAGE', 'PRODUCT', 'LAYOUT'], { error: INVALID }).nullish(),
          layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          priorTaskId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          updateId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          productCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          totalTags: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          updatedTags: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          failedTags: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          progress: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          startTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          endTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          refreshed: z.boolean({ error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('updateTaskValidators.api.update', () => z.object({
          taskId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          taskType: z.enum(['ASSIGN', 'DEASSIGN', 'REASSIGN', 'LED', 'PAGE', 'PRODUCT', 'LAYOUT'], { error: INVALID }).nullish(),
          layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          priorTaskId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          updateId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
          productCount: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          totalTags: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          updatedTags: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          failedTags: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          progress: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
          startTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          endTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          refreshed: z.boolean({ error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type UpdateTaskCreateInput = z.output<typeof updateTaskValidators.api.create>;
export type UpdateTaskUpdateInput = z.output<typeof updateTaskValidators.api.update>;

/** UpdateTaskTag: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const updateTaskTagValidators = {
  form: {
    get create() {
      return once('updateTaskTagValidators.form.create', () => z.object({
          taskId: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          tagType: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          taskType: z.string({ error: INVALID }).nullish(),
          prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
          pageNo: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          led: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
          prInfo: z.array(z.string({ error: INVALID }), { error: INVALID }).nullish(),
          status: z.enum(['OK', 'NG', 'CANCEL'], { error: INVALID }).nullish(),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('updateTaskTagValidators.form.edit', () => z.object({
          taskId: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          tagType: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          taskType: z.string({ error: INVALID }).nullish(),
          prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
          pageNo: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          led: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
          prInfo: z.array(z.string({ error: INVALID }), { error: INVALID }).nullish(),
          status: z.enum(['OK', 'NG', 'CANCEL'], { error: INVALID }).nullish(),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('updateTaskTagValidators.api.create', () => z.object({
          taskId: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          tagType: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          taskType: z.string({ error: INVALID }).nullish(),
          prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
          pageNo: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          led: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
          prInfo: z.array(z.string({ error: INVALID }), { error: INVALID }).nullish(),
          status: z.enum(['OK', 'NG', 'CANCEL'], { error: INVALID }).nullish(),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('updateTaskTagValidators.api.update', () => z.object({
          taskId: z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
          tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
          tagType: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          taskType: z.string({ error: INVALID }).nullish(),
          prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
          nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
          pageNo: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          led: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
          prInfo: z.array(z.string({ error: INVALID }), { error: INVALID }).nullish(),
          status: z.enum(['OK', 'NG', 'CANCEL'], { error: INVALID }).nullish(),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type UpdateTaskTagCreateInput = z.output<typeof updateTaskTagValidators.api.create>;
export type UpdateTaskTagUpdateInput = z.output<typeof updateTaskTagValidators.api.update>;

/** UpgradePackage: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const upgradePackageValidators = {
  form: {
    get create() {
      return once('upgradePackageValidators.form.create', () => z.object({
          component: z.enum(['grm', 'gmp'], { error: INVALID }).nullish(),
          version: z.string({ error: INVALID }).nullish(),
          sha256: z.string({ error: INVALID }).nullish(),
          fileName: z.string({ error: INVALID }).nullish(),
          size: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          createdBy: z.string({ error: INVALID }).nullish(),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('upgradePackageValidators.form.edit', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          component: z.enum(['grm', 'gmp'], { error: INVALID }).nullish(),
          version: z.string({ error: INVALID }).nullish(),
          sha256: z.string({ error: INVALID }).nullish(),
          fileName: z.string({ error: INVALID }).nullish(),
          size: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          createdBy: z.string({ error: INVALID }).nullish(),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('upgradePackageValidators.api.create', () => z.object({
          component: z.enum(['grm', 'gmp'], { error: INVALID }).nullish(),
          version: z.string({ error: INVALID }).nullish(),
          sha256: z.string({ error: INVALID }).nullish(),
          fileName: z.string({ error: INVALID }).nullish(),
          size: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          createdBy: z.string({ error: INVALID }).nullish(),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('upgradePackageValidators.api.update', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          component: z.enum(['grm', 'gmp'], { error: INVALID }).nullish(),
          version: z.string({ error: INVALID }).nullish(),
          sha256: z.string({ error: INVALID }).nullish(),
          fileName: z.string({ error: INVALID }).nullish(),
          size: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
          createdBy: z.string({ error: INVALID }).nullish(),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type UpgradePackageCreateInput = z.output<typeof upgradePackageValidators.api.create>;
export type UpgradePackageUpdateInput = z.output<typeof upgradePackageValidators.api.update>;

/** UserScript: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const userScriptValidators = {
  form: {
    get create() {
      return once('userScriptValidators.form.create', () => z.object({
          kind: z.enum(['thirdPartyAuth', 'paperParser', 'productFileParser', 'tagDataDecorator', 'plusDataDecorator'], { error: INVALID }),
          target: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          code: z.string({ error: INVALID }).max(200000, { error: INVALID }).nullish(),
          useType: z.enum(['none', 'default', 'custom'], { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('userScriptValidators.form.edit', () => z.object({
          kind: z.enum(['thirdPartyAuth', 'paperParser', 'productFileParser', 'tagDataDecorator', 'plusDataDecorator'], { error: INVALID }),
          target: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          code: z.string({ error: INVALID }).max(200000, { error: INVALID }).nullish(),
          useType: z.enum(['none', 'default', 'custom'], { error: INVALID }).nullish(),
        }));
    },
    get save() {
      return once('userScriptValidators.form.save', () => z.object({
          code: z.string({ error: INVALID }).max(200000, { error: INVALID }).nullish(),
          useType: z.enum(['none', 'default', 'custom'], { error: INVALID }).nullish(),
        }));
    },
  },
  fields: {
    save: ['code', 'useType'] as const,
  },
  api: {
    get create() {
      return once('userScriptValidators.api.create', () => z.object({
          kind: z.enum(['thirdPartyAuth', 'paperParser', 'productFileParser', 'tagDataDecorator', 'plusDataDecorator'], { error: INVALID }),
          target: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          code: z.string({ error: INVALID }).max(200000, { error: INVALID }).nullish(),
          useType: z.enum(['none', 'default', 'custom'], { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('userScriptValidators.api.update', () => z.object({
          kind: z.enum(['thirdPartyAuth', 'paperParser', 'productFileParser', 'tagDataDecorator', 'plusDataDecorator'], { error: INVALID }),
          target: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
          code: z.string({ error: INVALID }).max(200000, { error: INVALID }).nullish(),
          useType: z.enum(['none', 'default', 'custom'], { error: INVALID }).nullish(),
        }));
    },
  },
};
export type UserScriptCreateInput = z.output<typeof userScriptValidators.api.create>;
export type UserScriptUpdateInput = z.output<typeof userScriptValidators.api.update>;

/** Webhook: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const webhookValidators = {
  form: {
    get create() {
      return once('webhookValidators.form.create', () => z.object({
          name: z.string({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }).nullish(),
          url: z.string({ error: INVALID }).min(8, { error: INVALID }).max(2048, { error: INVALID }).nullish(),
          events: z.array(z.enum([
      'alarm.raised',
      'updateTask.finished',
      'delivery.targetMissed',
      'battery.lowListChanged',
      'productFile.imported',
      'productFile.failed',
      'gateway.offline',
      'gateway.online',
      'webhook.test',
    ], { error: INVALID }), { error: INVALID }).min(1, { error: INVALID }).max(20, { error: INVALID }).nullish(),
          alarmTypes: z.array(z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(100, { error: INVALID }).nullish(),
          alarmClasses: z.array(z.literal([1, 2, 3], { error: INVALID }), { error: INVALID }).max(3, { error: INVALID }).nullish(),
          stores: z.array(z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).nullish(),
          status: z.enum(['active', 'paused'], { error: INVALID }).nullish(),
          pausedReason: z.enum(['owner', 'failing'], { error: INVALID }).nullish(),
          previousSecretUntil: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          failingSince: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).nullish(),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('webhookValidators.form.edit', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          name: z.string({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }).nullish(),
          url: z.string({ error: INVALID }).min(8, { error: INVALID }).max(2048, { error: INVALID }).nullish(),
          events: z.array(z.enum([
      'alarm.raised',
      'updateTask.finished',
      'delivery.targetMissed',
      'battery.lowListChanged',
      'productFile.imported',
      'productFile.failed',
      'gateway.offline',
      'gateway.online',
      'webhook.test',
    ], { error: INVALID }), { error: INVALID }).min(1, { error: INVALID }).max(20, { error: INVALID }).nullish(),
          alarmTypes: z.array(z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(100, { error: INVALID }).nullish(),
          alarmClasses: z.array(z.literal([1, 2, 3], { error: INVALID }), { error: INVALID }).max(3, { error: INVALID }).nullish(),
          stores: z.array(z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).nullish(),
          status: z.enum(['active', 'paused'], { error: INVALID }).nullish(),
          pausedReason: z.enum(['owner', 'failing'], { error: INVALID }).nullish(),
          previousSecretUntil: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          failingSince: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).nullish(),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('webhookValidators.api.create', () => z.object({
          name: z.string({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }).nullish(),
          url: z.string({ error: INVALID }).min(8, { error: INVALID }).max(2048, { error: INVALID }).nullish(),
          events: z.array(z.enum([
      'alarm.raised',
      'updateTask.finished',
      'delivery.targetMissed',
      'battery.lowListChanged',
      'productFile.imported',
      'productFile.failed',
      'gateway.offline',
      'gateway.online',
      'webhook.test',
    ], { error: INVALID }), { error: INVALID }).min(1, { error: INVALID }).max(20, { error: INVALID }).nullish(),
          alarmTypes: z.array(z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(100, { error: INVALID }).nullish(),
          alarmClasses: z.array(z.literal([1, 2, 3], { error: INVALID }), { error: INVALID }).max(3, { error: INVALID }).nullish(),
          stores: z.array(z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).nullish(),
          status: z.enum(['active', 'paused'], { error: INVALID }).nullish(),
          pausedReason: z.enum(['owner', 'failing'], { error: INVALID }).nullish(),
          previousSecretUntil: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          failingSince: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).nullish(),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('webhookValidators.api.update', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          name: z.string({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }).nullish(),
          url: z.string({ error: INVALID }).min(8, { error: INVALID }).max(2048, { error: INVALID }).nullish(),
          events: z.array(z.enum([
      'alarm.raised',
      'updateTask.finished',
      'delivery.targetMissed',
      'battery.lowListChanged',
      'productFile.imported',
      'productFile.failed',
      'gateway.offline',
      'gateway.online',
      'webhook.test',
    ], { error: INVALID }), { error: INVALID }).min(1, { error: INVALID }).max(20, { error: INVALID }).nullish(),
          alarmTypes: z.array(z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(100, { error: INVALID }).nullish(),
          alarmClasses: z.array(z.literal([1, 2, 3], { error: INVALID }), { error: INVALID }).max(3, { error: INVALID }).nullish(),
          stores: z.array(z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).max(10000, { error: INVALID }).nullish(),
          status: z.enum(['active', 'paused'], { error: INVALID }).nullish(),
          pausedReason: z.enum(['owner', 'failing'], { error: INVALID }).nullish(),
          previousSecretUntil: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          failingSince: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          createdBy: z.string({ error: INVALID }).nullish(),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type WebhookCreateInput = z.output<typeof webhookValidators.api.create>;
export type WebhookUpdateInput = z.output<typeof webhookValidators.api.update>;

/** WebhookDelivery: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const webhookDeliveryValidators = {
  form: {
    get create() {
      return once('webhookDeliveryValidators.form.create', () => z.object({
          subscriptionId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          eventId: z.string({ error: INVALID }).nullish(),
          type: z.enum([
      'alarm.raised',
      'updateTask.finished',
      'delivery.targetMissed',
      'battery.lowListChanged',
      'productFile.imported',
      'productFile.failed',
      'gateway.offline',
      'gateway.online',
      'webhook.test',
    ], { error: INVALID }).nullish(),
          store: z.string({ error: INVALID }).nullish(),
          occurredAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          payload: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
          status: z.enum(['pending', 'sending', 'sent', 'failed'], { error: INVALID }).nullish(),
          attempts: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          nextAttemptAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          firstAttemptAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          lastAttemptAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          answerCode: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          durationMs: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          error: z.string({ error: INVALID }).nullish(),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          sentAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get edit() {
      return once('webhookDeliveryValidators.form.edit', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          subscriptionId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          eventId: z.string({ error: INVALID }).nullish(),
          type: z.enum([
      'alarm.raised',
      'updateTask.finished',
      'delivery.targetMissed',
      'battery.lowListChanged',
      'productFile.imported',
      'productFile.failed',
      'gateway.offline',
      'gateway.online',
      'webhook.test',
    ], { error: INVALID }).nullish(),
          store: z.string({ error: INVALID }).nullish(),
          occurredAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          payload: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
          status: z.enum(['pending', 'sending', 'sent', 'failed'], { error: INVALID }).nullish(),
          attempts: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          nextAttemptAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          firstAttemptAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          lastAttemptAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          answerCode: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          durationMs: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          error: z.string({ error: INVALID }).nullish(),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          sentAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
  api: {
    get create() {
      return once('webhookDeliveryValidators.api.create', () => z.object({
          subscriptionId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          eventId: z.string({ error: INVALID }).nullish(),
          type: z.enum([
      'alarm.raised',
      'updateTask.finished',
      'delivery.targetMissed',
      'battery.lowListChanged',
      'productFile.imported',
      'productFile.failed',
      'gateway.offline',
      'gateway.online',
      'webhook.test',
    ], { error: INVALID }).nullish(),
          store: z.string({ error: INVALID }).nullish(),
          occurredAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          payload: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
          status: z.enum(['pending', 'sending', 'sent', 'failed'], { error: INVALID }).nullish(),
          attempts: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          nextAttemptAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          firstAttemptAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          lastAttemptAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          answerCode: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          durationMs: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          error: z.string({ error: INVALID }).nullish(),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          sentAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
    get update() {
      return once('webhookDeliveryValidators.api.update', () => z.object({
          id: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          subscriptionId: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          eventId: z.string({ error: INVALID }).nullish(),
          type: z.enum([
      'alarm.raised',
      'updateTask.finished',
      'delivery.targetMissed',
      'battery.lowListChanged',
      'productFile.imported',
      'productFile.failed',
      'gateway.offline',
      'gateway.online',
      'webhook.test',
    ], { error: INVALID }).nullish(),
          store: z.string({ error: INVALID }).nullish(),
          occurredAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          payload: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
          status: z.enum(['pending', 'sending', 'sent', 'failed'], { error: INVALID }).nullish(),
          attempts: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          nextAttemptAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          firstAttemptAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          lastAttemptAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          answerCode: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          durationMs: z.preprocess(blankToNull, z.union([z.number({ error: INVALID }), z.string({ error: INVALID })], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
          error: z.string({ error: INVALID }).nullish(),
          createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
          sentAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
        }));
    },
  },
};
export type WebhookDeliveryCreateInput = z.output<typeof webhookDeliveryValidators.api.create>;
export type WebhookDeliveryUpdateInput = z.output<typeof webhookDeliveryValidators.api.update>;

export interface EntityValidators {
  form: { create: z.ZodType; edit: z.ZodType };
  api: { create: z.ZodType; update: z.ZodType };
}

/** Entity id → its validators (entities with at least one writable field). */
export const validators = {
  account: accountValidators,
  alarm: alarmValidators,
  alarmContent: alarmContentValidators,
  alarmNotification: alarmNotificationValidators,
  alarmSetting: alarmSettingValidators,
  alias: aliasValidators,
  amac: amacValidators,
  apiToken: apiTokenValidators,
  appFile: appFileValidators,
  batteryForecast: batteryForecastValidators,
  batteryStore: batteryStoreValidators,
  channelSetting: channelSettingValidators,
  dashboard: dashboardValidators,
  dashboardFile: dashboardFileValidators,
  deliveryAttempt: deliveryAttemptValidators,
  deliveryDaily: deliveryDailyValidators,
  deliveryStore: deliveryStoreValidators,
  downloadTask: downloadTaskValidators,
  familyProduct: familyProductValidators,
  gateway: gatewayValidators,
  gatewayAlarm: gatewayAlarmValidators,
  gatewayPredefined: gatewayPredefinedValidators,
  identityProvider: identityProviderValidators,
  layout: layoutValidators,
  loginHistory: loginHistoryValidators,
  mailOutbox: mailOutboxValidators,
  paperStore: paperStoreValidators,
  paperTask: paperTaskValidators,
  paperTaskRow: paperTaskRowValidators,
  paperUpload: paperUploadValidators,
  plusDevice: plusDeviceValidators,
  plusMedia: plusMediaValidators,
  plusMediaStore: plusMediaStoreValidators,
  plusSetting: plusSettingValidators,
  plusSoftware: plusSoftwareValidators,
  plusTemplate: plusTemplateValidators,
  printer: printerValidators,
  product: productValidators,
  productUpdate: productUpdateValidators,
  productUpload: productUploadValidators,
  promotion: promotionValidators,
  role: roleValidators,
  rollout: rolloutValidators,
  rolloutGateway: rolloutGatewayValidators,
  rolloutStore: rolloutStoreValidators,
  secondCode: secondCodeValidators,
  sensor: sensorValidators,
  sensorAlarm: sensorAlarmValidators,
  sensorSample: sensorSampleValidators,
  sensorStore: sensorStoreValidators,
  server: serverValidators,
  serverAlarm: serverAlarmValidators,
  serverConfig: serverConfigValidators,
  smtpConfig: smtpConfigValidators,
  store: storeValidators,
  tag: tagValidators,
  tagSample: tagSampleValidators,
  twoFactor: twoFactorValidators,
  updateTask: updateTaskValidators,
  updateTaskTag: updateTaskTagValidators,
  upgradePackage: upgradePackageValidators,
  userScript: userScriptValidators,
  webhook: webhookValidators,
  webhookDelivery: webhookDeliveryValidators,
} satisfies Record<string, EntityValidators>;
