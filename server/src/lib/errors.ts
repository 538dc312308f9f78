import type { MessageKey } from './i18n.ts';
import type { MessageParams } from './lang.ts';

/** Envelope codes of the wire contract. */
export const Code = { ok: 0, unauthorized: 401, validation: 51, business: 50, forbidden: -1 } as const;

/** An error the caller should see: `code` goes into the envelope, the message is translated per request. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    /** HTTP status; 200 for everything the contract answers with an envelope. */
    readonly status = 200,
  ) {
    super(key);
  }
}

export const businessError = (key: MessageKey, params?: MessageParams) => new ApiError(Code.business, key, params);
export const validationError = (key: MessageKey, params?: MessageParams) => new ApiError(Code.validation, key, params);
