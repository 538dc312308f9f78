import { describe, expect, it } from 'vitest';
import { device } from '../testData';
import { effectiveCredentials } from './credentials';

describe('effectiveCredentials', () => {
  it("uses the device's own credentials when it has them, else the product's", () => {
    expect(effectiveCredentials(device('a', 1, { authType: 1, authUser: 'u', authPasswd: 'p' }))).toEqual({
      source: 'device',
      authType: 1,
      clientId: 'a',
      username: 'u',
      password: 'p',
    });
    // The test product uses an access token: the device key is the user name.
    expect(effectiveCredentials(device('b', 1))).toEqual({
      source: 'product',
      authType: 2,
      clientId: 'b',
      username: 'b',
      password: 'product-token',
    });
    expect(effectiveCredentials(device('c', 1, { product: null }))).toMatchObject({ authType: 0, username: '' });
  });
});
