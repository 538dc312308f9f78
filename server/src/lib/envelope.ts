/** The success envelope. `data` is null for calls that return nothing, as in GFast. */
export const ok = <T>(data: T = null as T) => ({ code: 0, message: '', data });
