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

/** Account: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const accountValidators = {
  form: {
    create: z.object({
      email: z.string({ error: 'validation.fillInAccountEmail' }).refine(notBlank, { error: 'validation.fillInAccountEmail' }).max(254, { error: INVALID }),
      name: z.string({ error: 'validation.fillInAccountName' }).refine(notBlank, { error: 'validation.fillInAccountName' }).max(100, { error: INVALID }),
      password: z.string({ error: 'validation.fillInPassword' }).refine(notBlank, { error: 'validation.fillInPassword' }).max(200, { error: INVALID }),
      confirmPassword: z.string({ error: 'validation.confirmPasswordMismatch' }).nullish(),
      role_id: z.union([z.number(), z.string()], { error: 'validation.selectAccountRole' }).refine(numberNotBlank, { error: 'validation.selectAccountRole' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })),
      mobile: z.string({ error: 'validation.fillInAccountMobile' }).refine(notBlank, { error: 'validation.fillInAccountMobile' }).max(40, { error: INVALID }),
      store: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).nullish(),
      enableWholeStore: z.boolean({ error: INVALID }).nullish(),
      forceChange: z.boolean({ error: INVALID }).nullish(),
    })
      .refine(confirms('password', 'confirmPassword'), { error: 'validation.confirmPasswordMismatch', path: ['confirmPassword'], when: always }),
    edit: z.object({
      email: z.string({ error: 'validation.fillInAccountEmail' }).refine(notBlank, { error: 'validation.fillInAccountEmail' }).max(254, { error: INVALID }),
      name: z.string({ error: 'validation.fillInAccountName' }).refine(notBlank, { error: 'validation.fillInAccountName' }).max(100, { error: INVALID }),
      password: z.preprocess(emptyToUndefined, z.string({ error: INVALID }).refine(notBlank, { error: 'validation.fillInPassword' }).max(200, { error: INVALID }).optional()),
      confirmPassword: z.string({ error: 'validation.confirmPasswordMismatch' }).nullish(),
      role_id: z.union([z.number(), z.string()], { error: 'validation.selectAccountRole' }).refine(numberNotBlank, { error: 'validation.selectAccountRole' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })),
      mobile: z.preprocess(nullToUndefined, z.string({ error: INVALID }).refine(notBlank, { error: 'validation.fillInAccountMobile' }).max(40, { error: INVALID }).optional()),
      store: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).nullish(),
      enableWholeStore: z.boolean({ error: INVALID }).nullish(),
      forceChange: z.boolean({ error: INVALID }).nullish(),
    })
      .refine(confirms('password', 'confirmPassword'), { error: 'validation.confirmPasswordMismatch', path: ['confirmPassword'], when: always }),
    ownAccount: z.object({
      email: z.string({ error: 'validation.fillInAccountEmail' }).refine(notBlank, { error: 'validation.fillInAccountEmail' }).max(254, { error: INVALID }),
      name: z.string({ error: 'validation.fillInAccountName' }).refine(notBlank, { error: 'validation.fillInAccountName' }).max(100, { error: INVALID }),
      password: z.preprocess(emptyToUndefined, z.string({ error: INVALID }).refine(notBlank, { error: 'validation.fillInPassword' }).max(200, { error: INVALID }).optional()),
      confirmPassword: z.string({ error: 'validation.confirmPasswordMismatch' }).nullish(),
      mobile: z.preprocess(nullToUndefined, z.string({ error: INVALID }).refine(notBlank, { error: 'validation.fillInAccountMobile' }).max(40, { error: INVALID }).optional()),
    })
      .refine(confirms('password', 'confirmPassword'), { error: 'validation.confirmPasswordMismatch', path: ['confirmPassword'], when: always }),
    passwordChange: z.object({
      password: z.string({ error: 'validation.fillInPassword' }).refine(notBlank, { error: 'validation.fillInPassword' }).max(200, { error: INVALID }),
      confirmPassword: z.string({ error: 'validation.confirmPasswordMismatch' }).nullish(),
    })
      .refine(confirms('password', 'confirmPassword'), { error: 'validation.confirmPasswordMismatch', path: ['confirmPassword'], when: always }),
  },
  api: {
    create: z.object({
      email: z.string({ error: 'validation.fillInAccountEmail' }).refine(notBlank, { error: 'validation.fillInAccountEmail' }).max(254, { error: INVALID }),
      name: z.string({ error: 'validation.fillInAccountName' }).refine(notBlank, { error: 'validation.fillInAccountName' }).max(100, { error: INVALID }),
      password: z.string({ error: 'validation.fillInPassword' }).refine(notBlank, { error: 'validation.fillInPassword' }).max(200, { error: INVALID }),
      role_id: z.union([z.number(), z.string()], { error: 'validation.selectAccountRole' }).refine(numberNotBlank, { error: 'validation.selectAccountRole' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })),
      mobile: z.string({ error: 'validation.fillInAccountMobile' }).refine(notBlank, { error: 'validation.fillInAccountMobile' }).max(40, { error: INVALID }),
      store: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).nullish(),
      enableWholeStore: z.boolean({ error: INVALID }).nullish(),
      forceChange: z.boolean({ error: INVALID }).nullish(),
    }),
    update: z.object({
      email: z.string({ error: 'validation.fillInAccountEmail' }).refine(notBlank, { error: 'validation.fillInAccountEmail' }).max(254, { error: INVALID }),
      name: z.string({ error: 'validation.fillInAccountName' }).refine(notBlank, { error: 'validation.fillInAccountName' }).max(100, { error: INVALID }),
      password: z.preprocess(nullToUndefined, z.string({ error: INVALID }).refine(notBlank, { error: 'validation.fillInPassword' }).max(200, { error: INVALID }).optional()),
      role_id: z.union([z.number(), z.string()], { error: 'validation.selectAccountRole' }).refine(numberNotBlank, { error: 'validation.selectAccountRole' }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })),
      mobile: z.preprocess(nullToUndefined, z.string({ error: INVALID }).refine(notBlank, { error: 'validation.fillInAccountMobile' }).max(40, { error: INVALID }).optional()),
      store: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: INVALID }).nullish(),
      enableWholeStore: z.boolean({ error: INVALID }).nullish(),
      forceChange: z.boolean({ error: INVALID }).nullish(),
    }),
  },
};
export type AccountCreateInput = z.output<typeof accountValidators.api.create>;
export type AccountUpdateInput = z.output<typeof accountValidators.api.update>;

/** Alarm: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const alarmValidators = {
  form: {
    create: z.object({
      id: z.union([z.number(), z.string()], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
      location: z.string({ error: INVALID }).nullish(),
      type: z.string({ error: INVALID }).nullish(),
      class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
      alarmType: z.string({ error: INVALID }).nullish(),
      alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    edit: z.object({
      id: z.union([z.number(), z.string()], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
      location: z.string({ error: INVALID }).nullish(),
      type: z.string({ error: INVALID }).nullish(),
      class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
      alarmType: z.string({ error: INVALID }).nullish(),
      alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
  },
  api: {
    create: z.object({
      id: z.union([z.number(), z.string()], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
      location: z.string({ error: INVALID }).nullish(),
      type: z.string({ error: INVALID }).nullish(),
      class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
      alarmType: z.string({ error: INVALID }).nullish(),
      alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    update: z.object({
      id: z.union([z.number(), z.string()], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
      location: z.string({ error: INVALID }).nullish(),
      type: z.string({ error: INVALID }).nullish(),
      class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
      alarmType: z.string({ error: INVALID }).nullish(),
      alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
  },
};
export type AlarmCreateInput = z.output<typeof alarmValidators.api.create>;
export type AlarmUpdateInput = z.output<typeof alarmValidators.api.update>;

/** Alias: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const aliasValidators = {
  form: {
    create: z.object({
      index: z.union([z.number(), z.string()], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID })),
      name: z.string({ error: 'validation.invalidValue' }).refine(notBlank, { error: 'validation.invalidValue' }).max(100, { error: INVALID }),
      key: z.boolean({ error: INVALID }).nullish(),
      chart: z.boolean({ error: INVALID }).nullish(),
    }),
    edit: z.object({
      index: z.union([z.number(), z.string()], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID })),
      name: z.string({ error: 'validation.invalidValue' }).refine(notBlank, { error: 'validation.invalidValue' }).max(100, { error: INVALID }),
      key: z.boolean({ error: INVALID }).nullish(),
      chart: z.boolean({ error: INVALID }).nullish(),
    }),
  },
  api: {
    create: z.object({
      index: z.union([z.number(), z.string()], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID })),
      name: z.string({ error: 'validation.invalidValue' }).refine(notBlank, { error: 'validation.invalidValue' }).max(100, { error: INVALID }),
      key: z.boolean({ error: INVALID }).nullish(),
      chart: z.boolean({ error: INVALID }).nullish(),
    }),
    update: z.object({
      index: z.union([z.number(), z.string()], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID })),
      name: z.string({ error: 'validation.invalidValue' }).refine(notBlank, { error: 'validation.invalidValue' }).max(100, { error: INVALID }),
      key: z.boolean({ error: INVALID }).nullish(),
      chart: z.boolean({ error: INVALID }).nullish(),
    }),
  },
};
export type AliasCreateInput = z.output<typeof aliasValidators.api.create>;
export type AliasUpdateInput = z.output<typeof aliasValidators.api.update>;

/** ChannelSetting: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const channelSettingValidators = {
  form: {
    create: z.object({
      storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
      gwIndex: z.union([z.number(), z.string()], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })),
      dataChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
      eventChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
    }),
    edit: z.object({
      storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
      gwIndex: z.union([z.number(), z.string()], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })),
      dataChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
      eventChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
    }),
  },
  api: {
    create: z.object({
      storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
      gwIndex: z.union([z.number(), z.string()], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })),
      dataChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
      eventChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
    }),
    update: z.object({
      storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
      gwIndex: z.union([z.number(), z.string()], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })),
      dataChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
      eventChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
    }),
  },
};
export type ChannelSettingCreateInput = z.output<typeof channelSettingValidators.api.create>;
export type ChannelSettingUpdateInput = z.output<typeof channelSettingValidators.api.update>;

/** FamilyProduct: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const familyProductValidators = {
  form: {
    create: z.object({
      storeCode: z.string({ error: 'validation.selectStore' }).refine(notBlank, { error: 'validation.selectStore' }).max(64, { error: INVALID }),
      fmPrCode: z.string({ error: 'validation.enterFamilyCode' }).refine(notBlank, { error: 'validation.enterFamilyCode' }).max(64, { error: INVALID }),
      prCodeList: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: 'validation.enterProductCodePlease' }).min(1, { error: 'validation.enterProductCodePlease' }).max(64, { error: INVALID }),
      layoutId: z.string({ error: 'validation.enterLayoutId' }).refine(notBlank, { error: 'validation.enterLayoutId' }).max(64, { error: INVALID }),
      nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    edit: z.object({
      storeCode: z.string({ error: 'validation.selectStore' }).refine(notBlank, { error: 'validation.selectStore' }).max(64, { error: INVALID }),
      fmPrCode: z.string({ error: 'validation.enterFamilyCode' }).refine(notBlank, { error: 'validation.enterFamilyCode' }).max(64, { error: INVALID }),
      prCodeList: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: 'validation.enterProductCodePlease' }).min(1, { error: 'validation.enterProductCodePlease' }).max(64, { error: INVALID }),
      layoutId: z.string({ error: 'validation.enterLayoutId' }).refine(notBlank, { error: 'validation.enterLayoutId' }).max(64, { error: INVALID }),
      nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    familyItem: z.object({
      storeCode: z.string({ error: 'validation.selectStore' }).refine(notBlank, { error: 'validation.selectStore' }).max(64, { error: INVALID }),
      fmPrCode: z.string({ error: 'validation.enterFamilyCode' }).refine(notBlank, { error: 'validation.enterFamilyCode' }).max(64, { error: INVALID }),
      prCodeList: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: 'validation.enterProductCodePlease' }).min(1, { error: 'validation.enterProductCodePlease' }).max(64, { error: INVALID }),
      layoutId: z.string({ error: 'validation.enterLayoutId' }).refine(notBlank, { error: 'validation.enterLayoutId' }).max(64, { error: INVALID }),
      nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
    }),
  },
  api: {
    create: z.object({
      storeCode: z.string({ error: 'validation.selectStore' }).refine(notBlank, { error: 'validation.selectStore' }).max(64, { error: INVALID }),
      fmPrCode: z.string({ error: 'validation.enterFamilyCode' }).refine(notBlank, { error: 'validation.enterFamilyCode' }).max(64, { error: INVALID }),
      prCodeList: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: 'validation.enterProductCodePlease' }).min(1, { error: 'validation.enterProductCodePlease' }).max(64, { error: INVALID }),
      layoutId: z.string({ error: 'validation.enterLayoutId' }).refine(notBlank, { error: 'validation.enterLayoutId' }).max(64, { error: INVALID }),
      nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    update: z.object({
      storeCode: z.string({ error: 'validation.selectStore' }).refine(notBlank, { error: 'validation.selectStore' }).max(64, { error: INVALID }),
      fmPrCode: z.string({ error: 'validation.enterFamilyCode' }).refine(notBlank, { error: 'validation.enterFamilyCode' }).max(64, { error: INVALID }),
      prCodeList: z.array(z.string({ error: INVALID }).max(64, { error: INVALID }), { error: 'validation.enterProductCodePlease' }).min(1, { error: 'validation.enterProductCodePlease' }).max(64, { error: INVALID }),
      layoutId: z.string({ error: 'validation.enterLayoutId' }).refine(notBlank, { error: 'validation.enterLayoutId' }).max(64, { error: INVALID }),
      nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
  },
};
export type FamilyProductCreateInput = z.output<typeof familyProductValidators.api.create>;
export type FamilyProductUpdateInput = z.output<typeof familyProductValidators.api.update>;

/** Gateway: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const gatewayValidators = {
  form: {
    create: z.object({
      gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(32, { error: INVALID }),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      gwIndex: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
      channelGroupIndex: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.channelGroupIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.channelGroupIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
      ip: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]):8080$'), { error: 'validation.gatewayIpFormat' }).max(64, { error: INVALID }).nullish(),
      alternateIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      netmask: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.netmaskFormat' }).max(64, { error: INVALID }).nullish(),
      defaultGateway: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.defaultGwFormat' }).max(64, { error: INVALID }).nullish(),
      dns: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.dnsIpFormat' }).max(64, { error: INVALID }).nullish(),
      eslServerPort: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.eslServerPortNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.eslServerPortNumber' }).int({ error: INVALID })).nullish()),
      dataChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
      eventChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
      gmpVersion: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      grmVersion: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      status: z.enum(['NORMAL', 'OFFLINE', 'ALARM'], { error: INVALID }).nullish(),
      upLink: z.enum(['OK', 'NG'], { error: INVALID }).nullish(),
      downLink: z.enum(['OK', 'NG'], { error: INVALID }).nullish(),
      timeSync: z.boolean({ error: INVALID }).nullish(),
      diskUsage: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      ramUsage: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      serviceStatusList: z.array(z.object({ name: z.string({ error: INVALID }).optional(), status: z.string({ error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).nullish(),
      lastStatusTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    edit: z.object({
      gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(32, { error: INVALID }),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      gwIndex: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
      channelGroupIndex: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.channelGroupIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.channelGroupIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
      ip: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]):8080$'), { error: 'validation.gatewayIpFormat' }).max(64, { error: INVALID }).nullish(),
      alternateIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      netmask: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.netmaskFormat' }).max(64, { error: INVALID }).nullish(),
      defaultGateway: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.defaultGwFormat' }).max(64, { error: INVALID }).nullish(),
      dns: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.dnsIpFormat' }).max(64, { error: INVALID }).nullish(),
      eslServerPort: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.eslServerPortNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.eslServerPortNumber' }).int({ error: INVALID })).nullish()),
      dataChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
      eventChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
      gmpVersion: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      grmVersion: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      status: z.enum(['NORMAL', 'OFFLINE', 'ALARM'], { error: INVALID }).nullish(),
      upLink: z.enum(['OK', 'NG'], { error: INVALID }).nullish(),
      downLink: z.enum(['OK', 'NG'], { error: INVALID }).nullish(),
      timeSync: z.boolean({ error: INVALID }).nullish(),
      diskUsage: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      ramUsage: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      serviceStatusList: z.array(z.object({ name: z.string({ error: INVALID }).optional(), status: z.string({ error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).nullish(),
      lastStatusTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    config: z.object({
      gwIndex: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
      channelGroupIndex: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.channelGroupIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.channelGroupIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
      ip: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]):8080$'), { error: 'validation.gatewayIpFormat' }).max(64, { error: INVALID }).nullish(),
      netmask: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.netmaskFormat' }).max(64, { error: INVALID }).nullish(),
      defaultGateway: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.defaultGwFormat' }).max(64, { error: INVALID }).nullish(),
      dns: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.dnsIpFormat' }).max(64, { error: INVALID }).nullish(),
      eslServerPort: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.eslServerPortNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.eslServerPortNumber' }).int({ error: INVALID })).nullish()),
      dataChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
      eventChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
    }),
    predefined: z.object({
      gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(32, { error: INVALID }),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      gwIndex: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
      channelGroupIndex: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.channelGroupIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.channelGroupIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
      ip: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]):8080$'), { error: 'validation.gatewayIpFormat' }).max(64, { error: INVALID }).nullish(),
      netmask: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.netmaskFormat' }).max(64, { error: INVALID }).nullish(),
      defaultGateway: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.defaultGwFormat' }).max(64, { error: INVALID }).nullish(),
      dns: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.dnsIpFormat' }).max(64, { error: INVALID }).nullish(),
      eslServerPort: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.eslServerPortNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.eslServerPortNumber' }).int({ error: INVALID })).nullish()),
      dataChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
      eventChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
    }),
  },
  api: {
    create: z.object({
      gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(32, { error: INVALID }),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      gwIndex: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
      channelGroupIndex: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.channelGroupIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.channelGroupIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
      ip: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]):8080$'), { error: 'validation.gatewayIpFormat' }).max(64, { error: INVALID }).nullish(),
      alternateIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      netmask: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.netmaskFormat' }).max(64, { error: INVALID }).nullish(),
      defaultGateway: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.defaultGwFormat' }).max(64, { error: INVALID }).nullish(),
      dns: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.dnsIpFormat' }).max(64, { error: INVALID }).nullish(),
      eslServerPort: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.eslServerPortNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.eslServerPortNumber' }).int({ error: INVALID })).nullish()),
      dataChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
      eventChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
      gmpVersion: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      grmVersion: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      status: z.enum(['NORMAL', 'OFFLINE', 'ALARM'], { error: INVALID }).nullish(),
      upLink: z.enum(['OK', 'NG'], { error: INVALID }).nullish(),
      downLink: z.enum(['OK', 'NG'], { error: INVALID }).nullish(),
      timeSync: z.boolean({ error: INVALID }).nullish(),
      diskUsage: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      ramUsage: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      serviceStatusList: z.array(z.object({ name: z.string({ error: INVALID }).optional(), status: z.string({ error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).nullish(),
      lastStatusTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    update: z.object({
      gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(32, { error: INVALID }),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      gwIndex: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.gwIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.gwIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
      channelGroupIndex: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.channelGroupIndexNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.channelGroupIndexNumber' }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
      ip: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]):8080$'), { error: 'validation.gatewayIpFormat' }).max(64, { error: INVALID }).nullish(),
      alternateIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      netmask: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.netmaskFormat' }).max(64, { error: INVALID }).nullish(),
      defaultGateway: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.defaultGwFormat' }).max(64, { error: INVALID }).nullish(),
      dns: z.string({ error: INVALID }).regex(new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$'), { error: 'validation.dnsIpFormat' }).max(64, { error: INVALID }).nullish(),
      eslServerPort: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).refine(matches(new RegExp('^[0-9]+$')), { error: 'validation.eslServerPortNumber' }).transform(toNumber).pipe(z.number({ error: 'validation.eslServerPortNumber' }).int({ error: INVALID })).nullish()),
      dataChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
      eventChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(11, { error: INVALID }).max(31, { error: INVALID })).nullish()),
      gmpVersion: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      grmVersion: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      status: z.enum(['NORMAL', 'OFFLINE', 'ALARM'], { error: INVALID }).nullish(),
      upLink: z.enum(['OK', 'NG'], { error: INVALID }).nullish(),
      downLink: z.enum(['OK', 'NG'], { error: INVALID }).nullish(),
      timeSync: z.boolean({ error: INVALID }).nullish(),
      diskUsage: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      ramUsage: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      serviceStatusList: z.array(z.object({ name: z.string({ error: INVALID }).optional(), status: z.string({ error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).nullish(),
      lastStatusTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
  },
};
export type GatewayCreateInput = z.output<typeof gatewayValidators.api.create>;
export type GatewayUpdateInput = z.output<typeof gatewayValidators.api.update>;

/** GatewayAlarm: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const gatewayAlarmValidators = {
  form: {
    create: z.object({
      alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      location: z.string({ error: INVALID }).nullish(),
      type: z.string({ error: INVALID }).nullish(),
      alarmType: z.string({ error: INVALID }).nullish(),
      class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
    }),
    edit: z.object({
      id: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      location: z.string({ error: INVALID }).nullish(),
      type: z.string({ error: INVALID }).nullish(),
      alarmType: z.string({ error: INVALID }).nullish(),
      class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
    }),
  },
  api: {
    create: z.object({
      alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      location: z.string({ error: INVALID }).nullish(),
      type: z.string({ error: INVALID }).nullish(),
      alarmType: z.string({ error: INVALID }).nullish(),
      class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    update: z.object({
      id: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      location: z.string({ error: INVALID }).nullish(),
      type: z.string({ error: INVALID }).nullish(),
      alarmType: z.string({ error: INVALID }).nullish(),
      class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
  },
};
export type GatewayAlarmCreateInput = z.output<typeof gatewayAlarmValidators.api.create>;
export type GatewayAlarmUpdateInput = z.output<typeof gatewayAlarmValidators.api.update>;

/** GatewayPredefined: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const gatewayPredefinedValidators = {
  form: {
    create: z.object({
      gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(32, { error: INVALID }),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      gwIndex: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      channelGroupIndex: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      ip: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      netmask: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      defaultGateway: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      dns: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      eslServerPort: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      dataChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      eventChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
    }),
    edit: z.object({
      gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(32, { error: INVALID }),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      gwIndex: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      channelGroupIndex: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      ip: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      netmask: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      defaultGateway: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      dns: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      eslServerPort: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      dataChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      eventChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
    }),
  },
  api: {
    create: z.object({
      gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(32, { error: INVALID }),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      gwIndex: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      channelGroupIndex: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      ip: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      netmask: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      defaultGateway: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      dns: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      eslServerPort: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      dataChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      eventChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
    }),
    update: z.object({
      gwMac: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(32, { error: INVALID }),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      gwIndex: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      channelGroupIndex: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      ip: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      netmask: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      defaultGateway: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      dns: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      eslServerPort: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      dataChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      eventChannel: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
    }),
  },
};
export type GatewayPredefinedCreateInput = z.output<typeof gatewayPredefinedValidators.api.create>;
export type GatewayPredefinedUpdateInput = z.output<typeof gatewayPredefinedValidators.api.update>;

/** Layout: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const layoutValidators = {
  form: {
    create: z.object({
      layoutId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
      name: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
      family: z.enum(['small', 'medium', 'large', 'xlarge'], { error: INVALID }).nullish(),
      kind: z.enum(['standard', 'promotion', 'freezer'], { error: INVALID }).nullish(),
      currency: z.string({ error: INVALID }).max(8, { error: INVALID }).nullish(),
      pages: z.array(z.object({ name: z.string({ error: INVALID }).max(40, { error: INVALID }).optional(), invert: z.boolean({ error: INVALID }).optional(), boxes: z.array(z.object({ type: z.enum(['text', 'price', 'unitPrice', 'code', 'barcode', 'promo', 'nfc', 'label', 'rule', 'infoList'], { error: INVALID }), x: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), y: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), w: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), h: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), index: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional(), text: z.string({ error: INVALID }).optional(), align: z.enum(['left', 'center', 'right'], { error: INVALID }).optional(), weight: z.enum(['regular', 'bold'], { error: INVALID }).optional(), color: z.enum(['black', 'accent', 'white'], { error: INVALID }).optional(), fill: z.enum(['black', 'accent'], { error: INVALID }).optional(), maxLines: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(6, { error: INVALID }).optional(), symbology: z.enum(['auto', 'ean13', 'code128'], { error: INVALID }).optional(), fallbackIndex: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional(), whenIndex: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).max(40, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    edit: z.object({
      layoutId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
      name: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
      family: z.enum(['small', 'medium', 'large', 'xlarge'], { error: INVALID }).nullish(),
      kind: z.enum(['standard', 'promotion', 'freezer'], { error: INVALID }).nullish(),
      currency: z.string({ error: INVALID }).max(8, { error: INVALID }).nullish(),
      pages: z.array(z.object({ name: z.string({ error: INVALID }).max(40, { error: INVALID }).optional(), invert: z.boolean({ error: INVALID }).optional(), boxes: z.array(z.object({ type: z.enum(['text', 'price', 'unitPrice', 'code', 'barcode', 'promo', 'nfc', 'label', 'rule', 'infoList'], { error: INVALID }), x: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), y: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), w: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), h: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), index: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional(), text: z.string({ error: INVALID }).optional(), align: z.enum(['left', 'center', 'right'], { error: INVALID }).optional(), weight: z.enum(['regular', 'bold'], { error: INVALID }).optional(), color: z.enum(['black', 'accent', 'white'], { error: INVALID }).optional(), fill: z.enum(['black', 'accent'], { error: INVALID }).optional(), maxLines: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(6, { error: INVALID }).optional(), symbology: z.enum(['auto', 'ean13', 'code128'], { error: INVALID }).optional(), fallbackIndex: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional(), whenIndex: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).max(40, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
  },
  api: {
    create: z.object({
      layoutId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
      name: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
      family: z.enum(['small', 'medium', 'large', 'xlarge'], { error: INVALID }).nullish(),
      kind: z.enum(['standard', 'promotion', 'freezer'], { error: INVALID }).nullish(),
      currency: z.string({ error: INVALID }).max(8, { error: INVALID }).nullish(),
      pages: z.array(z.object({ name: z.string({ error: INVALID }).max(40, { error: INVALID }).optional(), invert: z.boolean({ error: INVALID }).optional(), boxes: z.array(z.object({ type: z.enum(['text', 'price', 'unitPrice', 'code', 'barcode', 'promo', 'nfc', 'label', 'rule', 'infoList'], { error: INVALID }), x: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), y: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), w: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), h: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), index: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional(), text: z.string({ error: INVALID }).optional(), align: z.enum(['left', 'center', 'right'], { error: INVALID }).optional(), weight: z.enum(['regular', 'bold'], { error: INVALID }).optional(), color: z.enum(['black', 'accent', 'white'], { error: INVALID }).optional(), fill: z.enum(['black', 'accent'], { error: INVALID }).optional(), maxLines: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(6, { error: INVALID }).optional(), symbology: z.enum(['auto', 'ean13', 'code128'], { error: INVALID }).optional(), fallbackIndex: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional(), whenIndex: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).max(40, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    update: z.object({
      layoutId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
      name: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
      family: z.enum(['small', 'medium', 'large', 'xlarge'], { error: INVALID }).nullish(),
      kind: z.enum(['standard', 'promotion', 'freezer'], { error: INVALID }).nullish(),
      currency: z.string({ error: INVALID }).max(8, { error: INVALID }).nullish(),
      pages: z.array(z.object({ name: z.string({ error: INVALID }).max(40, { error: INVALID }).optional(), invert: z.boolean({ error: INVALID }).optional(), boxes: z.array(z.object({ type: z.enum(['text', 'price', 'unitPrice', 'code', 'barcode', 'promo', 'nfc', 'label', 'rule', 'infoList'], { error: INVALID }), x: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), y: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), w: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), h: z.number({ error: INVALID }).min(0, { error: INVALID }).max(1, { error: INVALID }), index: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional(), text: z.string({ error: INVALID }).optional(), align: z.enum(['left', 'center', 'right'], { error: INVALID }).optional(), weight: z.enum(['regular', 'bold'], { error: INVALID }).optional(), color: z.enum(['black', 'accent', 'white'], { error: INVALID }).optional(), fill: z.enum(['black', 'accent'], { error: INVALID }).optional(), maxLines: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(6, { error: INVALID }).optional(), symbology: z.enum(['auto', 'ean13', 'code128'], { error: INVALID }).optional(), fallbackIndex: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional(), whenIndex: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(254, { error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).max(40, { error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
  },
};
export type LayoutCreateInput = z.output<typeof layoutValidators.api.create>;
export type LayoutUpdateInput = z.output<typeof layoutValidators.api.update>;

/** LoginHistory: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const loginHistoryValidators = {
  form: {
    create: z.object({
      ip: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      type: z.literal([0, 1], { error: INVALID }).nullish(),
      email: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
      success: z.boolean({ error: INVALID }).nullish(),
      locked: z.boolean({ error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    edit: z.object({
      id: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      ip: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      type: z.literal([0, 1], { error: INVALID }).nullish(),
      email: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
      success: z.boolean({ error: INVALID }).nullish(),
      locked: z.boolean({ error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
  },
  api: {
    create: z.object({
      ip: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      type: z.literal([0, 1], { error: INVALID }).nullish(),
      email: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
      success: z.boolean({ error: INVALID }).nullish(),
      locked: z.boolean({ error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    update: z.object({
      id: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      ip: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      type: z.literal([0, 1], { error: INVALID }).nullish(),
      email: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
      success: z.boolean({ error: INVALID }).nullish(),
      locked: z.boolean({ error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
  },
};
export type LoginHistoryCreateInput = z.output<typeof loginHistoryValidators.api.create>;
export type LoginHistoryUpdateInput = z.output<typeof loginHistoryValidators.api.update>;

/** Product: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const productValidators = {
  form: {
    create: z.object({
      storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
      prCode: z.string({ error: 'validation.enterProductCode' }).refine(notBlank, { error: 'validation.enterProductCode' }).max(64, { error: INVALID }),
      prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
      layoutId: z.string({ error: 'validation.enterLayoutId' }).refine(notBlank, { error: 'validation.enterLayoutId' }).max(64, { error: INVALID }),
      nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
      prInfo: z.array(z.string({ error: INVALID }).max(1000, { error: INVALID }), { error: INVALID }).max(255, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    edit: z.object({
      storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
      prCode: z.string({ error: 'validation.enterProductCode' }).refine(notBlank, { error: 'validation.enterProductCode' }).max(64, { error: INVALID }),
      prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
      layoutId: z.string({ error: 'validation.enterLayoutId' }).refine(notBlank, { error: 'validation.enterLayoutId' }).max(64, { error: INVALID }),
      nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
      prInfo: z.array(z.string({ error: INVALID }).max(1000, { error: INVALID }), { error: INVALID }).max(255, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    productItem: z.object({
      prCode: z.string({ error: 'validation.enterProductCode' }).refine(notBlank, { error: 'validation.enterProductCode' }).max(64, { error: INVALID }),
      prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
      layoutId: z.string({ error: 'validation.enterLayoutId' }).refine(notBlank, { error: 'validation.enterLayoutId' }).max(64, { error: INVALID }),
      nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
      prInfo: z.array(z.string({ error: INVALID }).max(1000, { error: INVALID }), { error: INVALID }).max(255, { error: INVALID }).nullish(),
    }),
  },
  api: {
    create: z.object({
      storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
      prCode: z.string({ error: 'validation.enterProductCode' }).refine(notBlank, { error: 'validation.enterProductCode' }).max(64, { error: INVALID }),
      prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
      layoutId: z.string({ error: 'validation.enterLayoutId' }).refine(notBlank, { error: 'validation.enterLayoutId' }).max(64, { error: INVALID }),
      nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
      prInfo: z.array(z.string({ error: INVALID }).max(1000, { error: INVALID }), { error: INVALID }).max(255, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    update: z.object({
      storeCode: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
      prCode: z.string({ error: 'validation.enterProductCode' }).refine(notBlank, { error: 'validation.enterProductCode' }).max(64, { error: INVALID }),
      prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
      layoutId: z.string({ error: 'validation.enterLayoutId' }).refine(notBlank, { error: 'validation.enterLayoutId' }).max(64, { error: INVALID }),
      nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
      prInfo: z.array(z.string({ error: INVALID }).max(1000, { error: INVALID }), { error: INVALID }).max(255, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
  },
};
export type ProductCreateInput = z.output<typeof productValidators.api.create>;
export type ProductUpdateInput = z.output<typeof productValidators.api.update>;

/** ProductUpdate: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const productUpdateValidators = {
  form: {
    create: z.object({
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
      layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
      prInfo: z.array(z.string({ error: INVALID }), { error: INVALID }).nullish(),
      taskId: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      updateId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      source: z.enum(['console', 'file', 'simulator', 'revert', 'seed'], { error: INVALID }).nullish(),
      createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    edit: z.object({
      id: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
      layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
      prInfo: z.array(z.string({ error: INVALID }), { error: INVALID }).nullish(),
      taskId: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      updateId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      source: z.enum(['console', 'file', 'simulator', 'revert', 'seed'], { error: INVALID }).nullish(),
      createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
  },
  api: {
    create: z.object({
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
      layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
      prInfo: z.array(z.string({ error: INVALID }), { error: INVALID }).nullish(),
      taskId: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      updateId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      source: z.enum(['console', 'file', 'simulator', 'revert', 'seed'], { error: INVALID }).nullish(),
      createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    update: z.object({
      id: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      prName: z.string({ error: INVALID }).max(200, { error: INVALID }).nullish(),
      layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
      prInfo: z.array(z.string({ error: INVALID }), { error: INVALID }).nullish(),
      taskId: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      updateId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      source: z.enum(['console', 'file', 'simulator', 'revert', 'seed'], { error: INVALID }).nullish(),
      createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
  },
};
export type ProductUpdateCreateInput = z.output<typeof productUpdateValidators.api.create>;
export type ProductUpdateUpdateInput = z.output<typeof productUpdateValidators.api.update>;

/** ProductUpload: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const productUploadValidators = {
  form: {
    create: z.object({
      fileName: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      fileType: z.enum(['csv', 'txt'], { error: INVALID }).nullish(),
      count: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      dataCount: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      errorCount: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      received: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      finished: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
    }),
    edit: z.object({
      _id: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      fileName: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      fileType: z.enum(['csv', 'txt'], { error: INVALID }).nullish(),
      count: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      dataCount: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      errorCount: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      received: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      finished: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
    }),
  },
  api: {
    create: z.object({
      fileName: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      fileType: z.enum(['csv', 'txt'], { error: INVALID }).nullish(),
      count: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      dataCount: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      errorCount: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      error: z.array(z.object({ line: z.number({ error: INVALID }).int({ error: INVALID }), message: z.string({ error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
      received: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      finished: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
    }),
    update: z.object({
      _id: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      fileName: z.string({ error: INVALID }).max(255, { error: INVALID }).nullish(),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      fileType: z.enum(['csv', 'txt'], { error: INVALID }).nullish(),
      count: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      dataCount: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      errorCount: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      error: z.array(z.object({ line: z.number({ error: INVALID }).int({ error: INVALID }), message: z.string({ error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
      received: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      finished: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
    }),
  },
};
export type ProductUploadCreateInput = z.output<typeof productUploadValidators.api.create>;
export type ProductUploadUpdateInput = z.output<typeof productUploadValidators.api.update>;

/** Role: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const roleValidators = {
  form: {
    create: z.object({
      name: z.string({ error: 'validation.fillInRoleName' }).refine(notBlank, { error: 'validation.fillInRoleName' }).max(100, { error: INVALID }),
      privilege: z.array(z.object({ key: z.string({ error: INVALID }), depth: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }), read: z.boolean({ error: INVALID }), write: z.boolean({ error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
    }),
    edit: z.object({
      role_id: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
      name: z.string({ error: 'validation.fillInRoleName' }).refine(notBlank, { error: 'validation.fillInRoleName' }).max(100, { error: INVALID }),
      privilege: z.array(z.object({ key: z.string({ error: INVALID }), depth: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }), read: z.boolean({ error: INVALID }), write: z.boolean({ error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
    }),
  },
  api: {
    create: z.object({
      name: z.string({ error: 'validation.fillInRoleName' }).refine(notBlank, { error: 'validation.fillInRoleName' }).max(100, { error: INVALID }),
      privilege: z.array(z.object({ key: z.string({ error: INVALID }), depth: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }), read: z.boolean({ error: INVALID }), write: z.boolean({ error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
    }),
    update: z.object({
      role_id: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID })).nullish()),
      name: z.string({ error: 'validation.fillInRoleName' }).refine(notBlank, { error: 'validation.fillInRoleName' }).max(100, { error: INVALID }),
      privilege: z.array(z.object({ key: z.string({ error: INVALID }), depth: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }), read: z.boolean({ error: INVALID }), write: z.boolean({ error: INVALID }) }, { error: INVALID }), { error: INVALID }).nullish(),
    }),
  },
};
export type RoleCreateInput = z.output<typeof roleValidators.api.create>;
export type RoleUpdateInput = z.output<typeof roleValidators.api.update>;

/** SecondCode: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const secondCodeValidators = {
  form: {
    create: z.object({
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
    }),
    edit: z.object({
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
    }),
  },
  api: {
    create: z.object({
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
    }),
    update: z.object({
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
    }),
  },
};
export type SecondCodeCreateInput = z.output<typeof secondCodeValidators.api.create>;
export type SecondCodeUpdateInput = z.output<typeof secondCodeValidators.api.update>;

/** Server: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const serverValidators = {
  form: {
    create: z.object({
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
      diskUsage: z.object({ used: z.number({ error: INVALID }).optional(), total: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
      ramUsage: z.object({ used: z.number({ error: INVALID }).optional(), total: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
      serviceStatusList: z.array(z.object({ name: z.string({ error: INVALID }).optional(), status: z.string({ error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).nullish(),
      networkInformation: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
    }),
    edit: z.object({
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
      diskUsage: z.object({ used: z.number({ error: INVALID }).optional(), total: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
      ramUsage: z.object({ used: z.number({ error: INVALID }).optional(), total: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
      serviceStatusList: z.array(z.object({ name: z.string({ error: INVALID }).optional(), status: z.string({ error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).nullish(),
      networkInformation: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
    }),
  },
  api: {
    create: z.object({
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
      diskUsage: z.object({ used: z.number({ error: INVALID }).optional(), total: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
      ramUsage: z.object({ used: z.number({ error: INVALID }).optional(), total: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
      serviceStatusList: z.array(z.object({ name: z.string({ error: INVALID }).optional(), status: z.string({ error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).nullish(),
      networkInformation: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
    }),
    update: z.object({
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
      diskUsage: z.object({ used: z.number({ error: INVALID }).optional(), total: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
      ramUsage: z.object({ used: z.number({ error: INVALID }).optional(), total: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
      serviceStatusList: z.array(z.object({ name: z.string({ error: INVALID }).optional(), status: z.string({ error: INVALID }).optional() }, { error: INVALID }), { error: INVALID }).nullish(),
      networkInformation: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
    }),
  },
};
export type ServerCreateInput = z.output<typeof serverValidators.api.create>;
export type ServerUpdateInput = z.output<typeof serverValidators.api.update>;

/** ServerAlarm: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const serverAlarmValidators = {
  form: {
    create: z.object({
      location: z.string({ error: INVALID }).nullish(),
      type: z.string({ error: INVALID }).nullish(),
      class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
      alarmType: z.string({ error: INVALID }).nullish(),
      alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    edit: z.object({
      id: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      location: z.string({ error: INVALID }).nullish(),
      type: z.string({ error: INVALID }).nullish(),
      class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
      alarmType: z.string({ error: INVALID }).nullish(),
      alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
  },
  api: {
    create: z.object({
      location: z.string({ error: INVALID }).nullish(),
      type: z.string({ error: INVALID }).nullish(),
      class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
      alarmType: z.string({ error: INVALID }).nullish(),
      alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    update: z.object({
      id: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      location: z.string({ error: INVALID }).nullish(),
      type: z.string({ error: INVALID }).nullish(),
      class: z.literal([1, 2, 3], { error: INVALID }).nullish(),
      alarmType: z.string({ error: INVALID }).nullish(),
      alarmTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
  },
};
export type ServerAlarmCreateInput = z.output<typeof serverAlarmValidators.api.create>;
export type ServerAlarmUpdateInput = z.output<typeof serverAlarmValidators.api.update>;

/** Store: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const storeValidators = {
  form: {
    create: z.object({
      storeCode: z.string({ error: 'validation.fillInStoreCode' }).refine(notBlank, { error: 'validation.fillInStoreCode' }).max(64, { error: INVALID }),
      storeName: z.string({ error: 'validation.fillInStoreName' }).refine(notBlank, { error: 'validation.fillInStoreName' }).max(200, { error: INVALID }),
      address: z.string({ error: INVALID }).max(400, { error: INVALID }).nullish(),
      country: z.string({ error: INVALID }).max(2, { error: INVALID }).nullish(),
      position: z.object({ latitude: z.number({ error: INVALID }).optional(), longitude: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
      totalDuration: z.union([z.number(), z.string()], { error: 'validation.fillInTotalDuration' }).refine(numberNotBlank, { error: 'validation.fillInTotalDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
      eventDuration: z.union([z.number(), z.string()], { error: 'validation.fillInEventDuration' }).refine(numberNotBlank, { error: 'validation.fillInEventDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
      cpDuration: z.union([z.number(), z.string()], { error: 'validation.fillInContentionDuration' }).refine(numberNotBlank, { error: 'validation.fillInContentionDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
      oneChannelEnable: z.boolean({ error: INVALID }).nullish(),
      channelMaskEnable: z.boolean({ error: INVALID }).nullish(),
      outbandEnable: z.boolean({ error: INVALID }).nullish(),
      notAutoRtnPage: z.boolean({ error: INVALID }).nullish(),
      showMac: z.boolean({ error: INVALID }).nullish(),
      hideLed: z.boolean({ error: INVALID }).nullish(),
      eventLedCtrl: z.boolean({ error: INVALID }).nullish(),
      baseTimeout: z.union([z.number(), z.string()], { error: 'validation.fillInBaseTimeout' }).refine(numberNotBlank, { error: 'validation.fillInBaseTimeout' }).transform(toNumber).pipe(z.number({ error: INVALID })),
      timeoutTag: z.union([z.number(), z.string()], { error: 'validation.fillInTimeoutPerTag' }).refine(numberNotBlank, { error: 'validation.fillInTimeoutPerTag' }).transform(toNumber).pipe(z.number({ error: INVALID })),
      nfRandomPercent: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      nfRetryCnt: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      nfBasicSleep: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      nfDeepSleepDuration: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      enableTagStatusCheck: z.boolean({ error: INVALID }).nullish(),
      tagStatusCheckDay: z.enum(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'MANUAL'], { error: INVALID }).nullish(),
      timeServerIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      timeServerPort: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      panId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
    }),
    edit: z.object({
      storeCode: z.string({ error: 'validation.fillInStoreCode' }).refine(notBlank, { error: 'validation.fillInStoreCode' }).max(64, { error: INVALID }),
      storeName: z.string({ error: 'validation.fillInStoreName' }).refine(notBlank, { error: 'validation.fillInStoreName' }).max(200, { error: INVALID }),
      address: z.string({ error: INVALID }).max(400, { error: INVALID }).nullish(),
      country: z.string({ error: INVALID }).max(2, { error: INVALID }).nullish(),
      position: z.object({ latitude: z.number({ error: INVALID }).optional(), longitude: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
      totalDuration: z.union([z.number(), z.string()], { error: 'validation.fillInTotalDuration' }).refine(numberNotBlank, { error: 'validation.fillInTotalDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
      eventDuration: z.union([z.number(), z.string()], { error: 'validation.fillInEventDuration' }).refine(numberNotBlank, { error: 'validation.fillInEventDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
      cpDuration: z.union([z.number(), z.string()], { error: 'validation.fillInContentionDuration' }).refine(numberNotBlank, { error: 'validation.fillInContentionDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
      oneChannelEnable: z.boolean({ error: INVALID }).nullish(),
      channelMaskEnable: z.boolean({ error: INVALID }).nullish(),
      outbandEnable: z.boolean({ error: INVALID }).nullish(),
      notAutoRtnPage: z.boolean({ error: INVALID }).nullish(),
      showMac: z.boolean({ error: INVALID }).nullish(),
      hideLed: z.boolean({ error: INVALID }).nullish(),
      eventLedCtrl: z.boolean({ error: INVALID }).nullish(),
      baseTimeout: z.union([z.number(), z.string()], { error: 'validation.fillInBaseTimeout' }).refine(numberNotBlank, { error: 'validation.fillInBaseTimeout' }).transform(toNumber).pipe(z.number({ error: INVALID })),
      timeoutTag: z.union([z.number(), z.string()], { error: 'validation.fillInTimeoutPerTag' }).refine(numberNotBlank, { error: 'validation.fillInTimeoutPerTag' }).transform(toNumber).pipe(z.number({ error: INVALID })),
      nfRandomPercent: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      nfRetryCnt: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      nfBasicSleep: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      nfDeepSleepDuration: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      enableTagStatusCheck: z.boolean({ error: INVALID }).nullish(),
      tagStatusCheckDay: z.enum(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'MANUAL'], { error: INVALID }).nullish(),
      timeServerIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      timeServerPort: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      panId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
    }),
  },
  api: {
    create: z.object({
      storeCode: z.string({ error: 'validation.fillInStoreCode' }).refine(notBlank, { error: 'validation.fillInStoreCode' }).max(64, { error: INVALID }),
      storeName: z.string({ error: 'validation.fillInStoreName' }).refine(notBlank, { error: 'validation.fillInStoreName' }).max(200, { error: INVALID }),
      address: z.string({ error: INVALID }).max(400, { error: INVALID }).nullish(),
      country: z.string({ error: INVALID }).max(2, { error: INVALID }).nullish(),
      position: z.object({ latitude: z.number({ error: INVALID }).optional(), longitude: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
      totalDuration: z.union([z.number(), z.string()], { error: 'validation.fillInTotalDuration' }).refine(numberNotBlank, { error: 'validation.fillInTotalDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
      eventDuration: z.union([z.number(), z.string()], { error: 'validation.fillInEventDuration' }).refine(numberNotBlank, { error: 'validation.fillInEventDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
      cpDuration: z.union([z.number(), z.string()], { error: 'validation.fillInContentionDuration' }).refine(numberNotBlank, { error: 'validation.fillInContentionDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
      oneChannelEnable: z.boolean({ error: INVALID }).nullish(),
      channelMaskEnable: z.boolean({ error: INVALID }).nullish(),
      outbandEnable: z.boolean({ error: INVALID }).nullish(),
      notAutoRtnPage: z.boolean({ error: INVALID }).nullish(),
      showMac: z.boolean({ error: INVALID }).nullish(),
      hideLed: z.boolean({ error: INVALID }).nullish(),
      eventLedCtrl: z.boolean({ error: INVALID }).nullish(),
      baseTimeout: z.union([z.number(), z.string()], { error: 'validation.fillInBaseTimeout' }).refine(numberNotBlank, { error: 'validation.fillInBaseTimeout' }).transform(toNumber).pipe(z.number({ error: INVALID })),
      timeoutTag: z.union([z.number(), z.string()], { error: 'validation.fillInTimeoutPerTag' }).refine(numberNotBlank, { error: 'validation.fillInTimeoutPerTag' }).transform(toNumber).pipe(z.number({ error: INVALID })),
      nfRandomPercent: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      nfRetryCnt: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      nfBasicSleep: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      nfDeepSleepDuration: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      enableTagStatusCheck: z.boolean({ error: INVALID }).nullish(),
      tagStatusCheckDay: z.enum(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'MANUAL'], { error: INVALID }).nullish(),
      timeServerIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      timeServerPort: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      panId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
    }),
    update: z.object({
      storeCode: z.string({ error: 'validation.fillInStoreCode' }).refine(notBlank, { error: 'validation.fillInStoreCode' }).max(64, { error: INVALID }),
      storeName: z.string({ error: 'validation.fillInStoreName' }).refine(notBlank, { error: 'validation.fillInStoreName' }).max(200, { error: INVALID }),
      address: z.string({ error: INVALID }).max(400, { error: INVALID }).nullish(),
      country: z.string({ error: INVALID }).max(2, { error: INVALID }).nullish(),
      position: z.object({ latitude: z.number({ error: INVALID }).optional(), longitude: z.number({ error: INVALID }).optional() }, { error: INVALID }).nullish(),
      totalDuration: z.union([z.number(), z.string()], { error: 'validation.fillInTotalDuration' }).refine(numberNotBlank, { error: 'validation.fillInTotalDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
      eventDuration: z.union([z.number(), z.string()], { error: 'validation.fillInEventDuration' }).refine(numberNotBlank, { error: 'validation.fillInEventDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
      cpDuration: z.union([z.number(), z.string()], { error: 'validation.fillInContentionDuration' }).refine(numberNotBlank, { error: 'validation.fillInContentionDuration' }).transform(toNumber).pipe(z.number({ error: INVALID })),
      oneChannelEnable: z.boolean({ error: INVALID }).nullish(),
      channelMaskEnable: z.boolean({ error: INVALID }).nullish(),
      outbandEnable: z.boolean({ error: INVALID }).nullish(),
      notAutoRtnPage: z.boolean({ error: INVALID }).nullish(),
      showMac: z.boolean({ error: INVALID }).nullish(),
      hideLed: z.boolean({ error: INVALID }).nullish(),
      eventLedCtrl: z.boolean({ error: INVALID }).nullish(),
      baseTimeout: z.union([z.number(), z.string()], { error: 'validation.fillInBaseTimeout' }).refine(numberNotBlank, { error: 'validation.fillInBaseTimeout' }).transform(toNumber).pipe(z.number({ error: INVALID })),
      timeoutTag: z.union([z.number(), z.string()], { error: 'validation.fillInTimeoutPerTag' }).refine(numberNotBlank, { error: 'validation.fillInTimeoutPerTag' }).transform(toNumber).pipe(z.number({ error: INVALID })),
      nfRandomPercent: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      nfRetryCnt: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      nfBasicSleep: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      nfDeepSleepDuration: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      enableTagStatusCheck: z.boolean({ error: INVALID }).nullish(),
      tagStatusCheckDay: z.enum(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'MANUAL'], { error: INVALID }).nullish(),
      timeServerIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      timeServerPort: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      panId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
    }),
  },
};
export type StoreCreateInput = z.output<typeof storeValidators.api.create>;
export type StoreUpdateInput = z.output<typeof storeValidators.api.update>;

/** Tag: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const tagValidators = {
  form: {
    create: z.object({
      tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
      tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      tagType: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
      gwIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      operation: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      operationName: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      status: z.enum(['OK', 'NG', 'NG1', 'NG2', 'NG3', 'WIP', 'UPDATE', 'DEASSIGN', 'MISSING', 'REQ_ONLY', 'REQ_ONLY2'], { error: INVALID }).nullish(),
      version: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      rssi: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      battery: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
      temperature: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      battStatus: z.enum(['GOOD', 'LOW'], { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      respondedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    edit: z.object({
      tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
      tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      tagType: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
      gwIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      operation: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      operationName: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      status: z.enum(['OK', 'NG', 'NG1', 'NG2', 'NG3', 'WIP', 'UPDATE', 'DEASSIGN', 'MISSING', 'REQ_ONLY', 'REQ_ONLY2'], { error: INVALID }).nullish(),
      version: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      rssi: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      battery: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
      temperature: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      battStatus: z.enum(['GOOD', 'LOW'], { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      respondedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
  },
  api: {
    create: z.object({
      tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
      tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      tagType: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
      gwIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      operation: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      operationName: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      status: z.enum(['OK', 'NG', 'NG1', 'NG2', 'NG3', 'WIP', 'UPDATE', 'DEASSIGN', 'MISSING', 'REQ_ONLY', 'REQ_ONLY2'], { error: INVALID }).nullish(),
      version: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      rssi: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      battery: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
      temperature: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      battStatus: z.enum(['GOOD', 'LOW'], { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      respondedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    update: z.object({
      tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
      tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      tagType: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
      gwIp: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      operation: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      operationName: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      status: z.enum(['OK', 'NG', 'NG1', 'NG2', 'NG3', 'WIP', 'UPDATE', 'DEASSIGN', 'MISSING', 'REQ_ONLY', 'REQ_ONLY2'], { error: INVALID }).nullish(),
      version: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      rssi: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      battery: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
      temperature: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      battStatus: z.enum(['GOOD', 'LOW'], { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      respondedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
  },
};
export type TagCreateInput = z.output<typeof tagValidators.api.create>;
export type TagUpdateInput = z.output<typeof tagValidators.api.update>;

/** TagSample: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const tagSampleValidators = {
  form: {
    create: z.object({
      battery: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
      temperature: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      cnt: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      last_time: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).refine(isDateTime, { error: INVALID }),
    }),
    edit: z.object({
      battery: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
      temperature: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      cnt: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      last_time: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).refine(isDateTime, { error: INVALID }),
    }),
  },
  api: {
    create: z.object({
      battery: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
      temperature: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      cnt: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      last_time: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).refine(isDateTime, { error: INVALID }),
    }),
    update: z.object({
      battery: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
      temperature: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID })).nullish()),
      cnt: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      last_time: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).refine(isDateTime, { error: INVALID }),
    }),
  },
};
export type TagSampleCreateInput = z.output<typeof tagSampleValidators.api.create>;
export type TagSampleUpdateInput = z.output<typeof tagSampleValidators.api.update>;

/** UpdateTask: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const updateTaskValidators = {
  form: {
    create: z.object({
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      taskType: z.enum(['ASSIGN', 'DEASSIGN', 'REASSIGN', 'LED', 'PAGE', 'PRODUCT', 'LAYOUT'], { error: INVALID }).nullish(),
      layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      priorTaskId: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      updateId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
      productCount: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      totalTags: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      updatedTags: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      failedTags: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      progress: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
      startTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      endTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      refreshed: z.boolean({ error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    edit: z.object({
      taskId: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      taskType: z.enum(['ASSIGN', 'DEASSIGN', 'REASSIGN', 'LED', 'PAGE', 'PRODUCT', 'LAYOUT'], { error: INVALID }).nullish(),
      layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      priorTaskId: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      updateId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
      productCount: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      totalTags: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      updatedTags: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      failedTags: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      progress: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
      startTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      endTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      refreshed: z.boolean({ error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
  },
  api: {
    create: z.object({
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      taskType: z.enum(['ASSIGN', 'DEASSIGN', 'REASSIGN', 'LED', 'PAGE', 'PRODUCT', 'LAYOUT'], { error: INVALID }).nullish(),
      layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      priorTaskId: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      updateId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
      productCount: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      totalTags: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      updatedTags: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      failedTags: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      progress: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
      startTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      endTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      refreshed: z.boolean({ error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    update: z.object({
      taskId: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      taskType: z.enum(['ASSIGN', 'DEASSIGN', 'REASSIGN', 'LED', 'PAGE', 'PRODUCT', 'LAYOUT'], { error: INVALID }).nullish(),
      layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      priorTaskId: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      updateId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      createdBy: z.string({ error: INVALID }).max(254, { error: INVALID }).nullish(),
      productCount: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      totalTags: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      updatedTags: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      failedTags: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      progress: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100, { error: INVALID })).nullish()),
      startTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      endTime: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      refreshed: z.boolean({ error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
  },
};
export type UpdateTaskCreateInput = z.output<typeof updateTaskValidators.api.create>;
export type UpdateTaskUpdateInput = z.output<typeof updateTaskValidators.api.update>;

/** UpdateTaskTag: form schemas (react-hook-form, with confirmations) and API schemas (server writes). */
export const updateTaskTagValidators = {
  form: {
    create: z.object({
      taskId: z.union([z.number(), z.string()], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
      tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
      gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
      tagType: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      taskType: z.string({ error: INVALID }).nullish(),
      prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
      pageNo: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      led: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
      prInfo: z.array(z.string({ error: INVALID }), { error: INVALID }).nullish(),
      status: z.enum(['OK', 'NG', 'CANCEL'], { error: INVALID }).nullish(),
      createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    edit: z.object({
      taskId: z.union([z.number(), z.string()], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
      tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
      gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
      tagType: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      taskType: z.string({ error: INVALID }).nullish(),
      prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
      pageNo: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      led: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
      prInfo: z.array(z.string({ error: INVALID }), { error: INVALID }).nullish(),
      status: z.enum(['OK', 'NG', 'CANCEL'], { error: INVALID }).nullish(),
      createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
  },
  api: {
    create: z.object({
      taskId: z.union([z.number(), z.string()], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
      tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
      gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
      tagType: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      taskType: z.string({ error: INVALID }).nullish(),
      prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
      pageNo: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      led: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
      prInfo: z.array(z.string({ error: INVALID }), { error: INVALID }).nullish(),
      status: z.enum(['OK', 'NG', 'CANCEL'], { error: INVALID }).nullish(),
      createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
    update: z.object({
      taskId: z.union([z.number(), z.string()], { error: INVALID }).refine(numberNotBlank, { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })),
      tagId: z.string({ error: INVALID }).refine(notBlank, { error: INVALID }).max(64, { error: INVALID }),
      storeCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      tagMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
      gwMac: z.string({ error: INVALID }).max(32, { error: INVALID }).nullish(),
      tagType: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      taskType: z.string({ error: INVALID }).nullish(),
      prCode: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      layoutId: z.string({ error: INVALID }).max(64, { error: INVALID }).nullish(),
      nfc: z.string({ error: INVALID }).max(500, { error: INVALID }).nullish(),
      pageNo: z.preprocess(blankToNull, z.union([z.number(), z.string()], { error: INVALID }).transform(toNumber).pipe(z.number({ error: INVALID }).int({ error: INVALID })).nullish()),
      led: z.record(z.string(), z.unknown(), { error: INVALID }).nullish(),
      prInfo: z.array(z.string({ error: INVALID }), { error: INVALID }).nullish(),
      status: z.enum(['OK', 'NG', 'CANCEL'], { error: INVALID }).nullish(),
      createdAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
      updatedAt: z.string({ error: INVALID }).refine(isDateTime, { error: INVALID }).nullish(),
    }),
  },
};
export type UpdateTaskTagCreateInput = z.output<typeof updateTaskTagValidators.api.create>;
export type UpdateTaskTagUpdateInput = z.output<typeof updateTaskTagValidators.api.update>;

export interface EntityValidators {
  form: { create: z.ZodType; edit: z.ZodType };
  api: { create: z.ZodType; update: z.ZodType };
}

/** Entity id → its validators (entities with at least one writable field). */
export const validators = {
  account: accountValidators,
  alarm: alarmValidators,
  alias: aliasValidators,
  channelSetting: channelSettingValidators,
  familyProduct: familyProductValidators,
  gateway: gatewayValidators,
  gatewayAlarm: gatewayAlarmValidators,
  gatewayPredefined: gatewayPredefinedValidators,
  layout: layoutValidators,
  loginHistory: loginHistoryValidators,
  product: productValidators,
  productUpdate: productUpdateValidators,
  productUpload: productUploadValidators,
  role: roleValidators,
  secondCode: secondCodeValidators,
  server: serverValidators,
  serverAlarm: serverAlarmValidators,
  store: storeValidators,
  tag: tagValidators,
  tagSample: tagSampleValidators,
  updateTask: updateTaskValidators,
  updateTaskTag: updateTaskTagValidators,
} satisfies Record<string, EntityValidators>;
