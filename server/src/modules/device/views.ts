// Query helpers for the modules above (index.ts): devices, products and gateway bindings as their
// reads join them (alarm logs with their device, device logs of a product, the overview's figures,
// the broker's sub-devices). Each is a read-only subquery of the columns others read, under its
// table's own name, so this module's conditions (deviceScopeFilter, productScopeFilter, written on
// the tables) apply to it as they are. Rows change only through this module's routes.
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { products } from './product/schema.ts';
import { deviceGateways, devices } from './schema.ts';

const qb = new QueryBuilder();

export const deviceView = qb
  .select({
    id: devices.id,
    key: devices.key,
    name: devices.name,
    productId: devices.productId,
    deptId: devices.deptId,
    createdBy: devices.createdBy,
    status: devices.status,
    lng: devices.lng,
    lat: devices.lat,
    address: devices.address,
  })
  .from(devices)
  .as('iot_device');

export const productView = qb
  .select({
    id: products.id,
    key: products.key,
    name: products.name,
    status: products.status,
    deptId: products.deptId,
    createdBy: products.createdBy,
    createdAt: products.createdAt,
    metadata: products.metadata,
  })
  .from(products)
  .as('iot_product');

export const deviceGatewayView = qb
  .select({ gatewayId: deviceGateways.gatewayId, subId: deviceGateways.subId })
  .from(deviceGateways)
  .as('iot_device_gateway');
