import type { DeviceRow } from '@iot/contract';

/** How a device signs in to the broker (CONTRACT.md "Device authentication"). */
export interface Credentials {
  /** Whose credentials these are: the device's own, or its product's. */
  source: 'device' | 'product';
  authType: number;
  clientId: string;
  username: string;
  password: string;
}

/**
 * The credentials in force: the device's own when it has any, else its product's. Basic: the client
 * id is the device key, user and password as set; AccessToken: the device key as user name, the
 * token as password. Other types (none, certificate) name no user or password.
 */
export function effectiveCredentials(device: DeviceRow): Credentials {
  const own = device.authType > 0 && !!(device.authUser || device.authPasswd || device.accessToken);
  const from = own ? device : device.product;
  const authType = from?.authType ?? 0;
  const source = own ? 'device' : 'product';
  if (authType === 1)
    return { source, authType, clientId: device.key, username: from!.authUser, password: from!.authPasswd };
  if (authType === 2)
    return { source, authType, clientId: device.key, username: device.key, password: from!.accessToken };
  return { source, authType, clientId: device.key, username: '', password: '' };
}
