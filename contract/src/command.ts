// Device commands (sagoo-iot-api.md §7.1, §7.2): property set and service invoke, answered with the
// device's reply, and (ours) a device's command history. SagooIoT always waits 45 s for the reply;
// ours waits `timeout` seconds (default 10, at most 45).
import { z } from 'zod';
import { intOr, paging, str } from './fields.ts';

/** Seconds a command waits for the device's reply when the call names none, and at most. */
export const COMMAND_TIMEOUT_DEFAULT = 10;
export const COMMAND_TIMEOUT_MAX = 45;

/** A required key with SagooIoT's own "required" text (`messageKey`, a server message). */
const requiredKey = (messageKey: string) =>
  z
    .preprocess((v) => (v === undefined || v === null ? '' : v), str().pipe(z.string().max(64)))
    .refine((s) => s !== '', { params: { key: messageKey } });

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `params`: an object of values by key (absent: none); each value is checked against the object model. */
const params = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? {} : v),
    z.custom<Record<string, unknown>>(isPlainObject, { params: { key: 'commandParamsNotObject' } }),
  );

const timeout = () => intOr(COMMAND_TIMEOUT_DEFAULT).pipe(z.number().min(1).max(COMMAND_TIMEOUT_MAX));

/** `POST /product/property/set`: `{deviceKey, params: {<propertyKey>: value}}`. */
export const propertySetBody = z.object({
  deviceKey: requiredKey('commandDeviceKeyRequired'),
  params: params(),
  /** Ours: seconds to wait for the reply. */
  timeout: timeout(),
});
export type PropertySetBody = z.infer<typeof propertySetBody>;

/** `POST /product/function/do`: `{deviceKey, funcKey, params: {<inputKey>: value}}`. */
export const functionDoBody = z.object({
  deviceKey: requiredKey('commandDeviceKeyRequired'),
  funcKey: requiredKey('commandFuncKeyRequired'),
  params: params(),
  timeout: timeout(),
});
export type FunctionDoBody = z.infer<typeof functionDoBody>;

/** `GET /product/device/command/list` (ours): a device's commands, newest first. */
export const commandListQuery = z.object({ deviceKey: requiredKey('commandDeviceKeyRequired'), ...paging });
export type CommandListQuery = z.infer<typeof commandListQuery>;

/** `set`: property set; `invoke`: service invoke. */
export type CommandKind = 'set' | 'invoke';
/** `sent`: waiting for the reply; `ok`: the device answered 200; `error`: another code; `timeout`: no answer. */
export type CommandStatus = 'sent' | 'ok' | 'error' | 'timeout';

/** The answer of property set and function do: the device's reply `data` (SagooIoT's `{data: {...}}`). */
export interface CommandAnswer {
  data: unknown;
}

export interface DeviceCommandRow {
  id: number;
  /** The downlink's message id (the device's reply carries it). */
  messageId: string;
  deviceKey: string;
  productKey: string;
  kind: CommandKind;
  /** The service's key; for a property set, the keys of the properties set, comma-separated. */
  key: string;
  /** The values sent, as converted by the object model. */
  params: Record<string, unknown>;
  status: CommandStatus;
  /** The device's reply `{code, message, data}`; null until it answered. */
  reply: { code: number; message: string; data: unknown } | null;
  /** Why the command failed (timeout, the device's error), in English; "" otherwise. */
  error: string;
  /** Who sent it. */
  createdBy: number;
  userName: string;
  /** "YYYY-MM-DD HH:mm:ss". */
  createdAt: string;
  finishedAt: string | null;
}

export interface CommandListData {
  list: DeviceCommandRow[];
  currentPage: number;
  Total: number;
}
