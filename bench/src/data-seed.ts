// The IoT and log volume of the list budgets, written straight into the stopped server's database
// (as user-seed.ts writes the users): through the API, 100,000 log rows or 10,000 devices with
// their latest values would take many minutes. Each statement generates its rows in the database.
// The measured path (the list requests) is the real one; only the rows arrive by another way.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client.ts';
import { insertSyntheticHistory } from '../../server/src/modules/telemetry/synthetic.ts';

export const DATA = {
  categories: 10,
  products: 50,
  devices: 10_000,
  /** Sub-devices bound to the bench gateway (bind_list), and as many left unbound (sub_list). */
  subDevices: 50,
  operLogs: 100_000,
  loginLogs: 50_000,
  alarmRules: 100,
  alarmLogs: 10_000,
  /** Log lines per device, and event lines of the device whose detail page is measured. */
  deviceLogsPerDevice: 10,
  events: 5_000,
  commands: 1_000,
  /** Seven days of one property every 10 s, for property/list. */
  historyDays: 7,
  attachments: 1_000,
  jobLogs: 10_000,
};

/** The device whose detail tabs (events, commands, property values) are measured, and its product. */
export const BENCH_DEVICE = 'dev_00000';
export const BENCH_PRODUCT = 'prod_00';
export const BENCH_GATEWAY = 'gateway_0';
export const BENCH_PROPERTY = 'p0';
const PROPERTIES = 10;
const DAY = 86_400_000;

/** The object model of a product: ten float properties, three functions, three events, two tags. */
function tslOf(key: string, name: string) {
  const float = { type: 'float', decimals: 2, unit: '', min: -1000, max: 100000 };
  const param = (k: string) => ({ key: k, name: k, valueType: float, desc: '' });
  return {
    key,
    name,
    properties: Array.from({ length: PROPERTIES }, (_, i) => ({ ...param(`p${i}`), accessMode: 0 })),
    functions: Array.from({ length: 3 }, (_, i) => ({
      key: `f${i}`,
      name: `Function ${i}`,
      inputs: [param('in')],
      outputs: [param('out')],
      desc: '',
    })),
    events: Array.from({ length: 3 }, (_, i) => ({
      key: `e${i}`,
      name: `Event ${i}`,
      level: i,
      outputs: [param('v')],
      desc: '',
    })),
    tags: Array.from({ length: 2 }, (_, i) => ({ ...param(`t${i}`), accessMode: 0 })),
  };
}

/** Products, devices with latest values and tags, a gateway with sub-devices, logs of every kind. */
export async function seedData(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  const run = (q: ReturnType<typeof sql>) => database.db.execute(q);
  const one = async <T>(q: ReturnType<typeof sql>) => ((await run(q)) as unknown as { rows: T[] }).rows[0];
  const now = Date.now();
  const at = (ms: number) => new Date(ms).toISOString();
  try {
    // Categories and products: the last two products are a gateway and its sub-device kind.
    await run(sql`INSERT INTO iot_product_category (key, name, sort)
      SELECT 'cat_' || i, 'Category ' || i, i FROM generate_series(0, ${DATA.categories - 1}) AS i`);
    const { first } = await one<{ first: number }>(sql`SELECT min(id) AS first FROM iot_product_category`);
    for (let i = 0; i < DATA.products; i++) {
      const key = `prod_${String(i).padStart(2, '0')}`;
      const deviceType = i === DATA.products - 2 ? '网关' : i === DATA.products - 1 ? '子设备' : '设备';
      await run(sql`INSERT INTO iot_product (key, name, category_id, device_type, metadata, status, auth_type,
          access_token, dept_id, created_by)
        VALUES (${key}, ${`Product ${i}`}, ${first + (i % DATA.categories)}, ${deviceType},
          ${JSON.stringify(tslOf(key, `Product ${i}`))}::jsonb, ${i % 5 === 4 ? 0 : 1}, 2, ${`token-${i}`}, 1, 1)`);
    }
    // Devices spread over the products (the gateway's and sub-devices' below) and the departments:
    // a tenth disabled, a third offline, the rest online. No device connects during the lists, so
    // the online ones report once a day (their timeout): the presence sweep leaves them online.
    const ordinary = DATA.products - 2;
    await run(sql`INSERT INTO iot_device (key, name, product_id, status, dept_id, created_by, created_at,
        registry_time, last_online_time, lng, lat, version, online_timeout, access_token, auth_type)
      SELECT 'dev_' || lpad(i::text, 5, '0'), 'Device ' || i,
        (SELECT id FROM iot_product WHERE key = 'prod_' || lpad((i % ${ordinary})::text, 2, '0')),
        CASE WHEN i % 10 = 9 THEN 0 WHEN i % 3 = 0 THEN 1 ELSE 2 END,
        (SELECT dept_id FROM sys_dept ORDER BY dept_id OFFSET i % (SELECT count(*) FROM sys_dept) LIMIT 1),
        1, ${at(now - 90 * DAY)}::timestamptz + i * interval '10 minutes',
        ${at(now - 90 * DAY)}::timestamptz, ${at(now - DAY)}::timestamptz + i * interval '1 second',
        '121.47', '31.23', '1.0', CASE WHEN i % 10 <> 9 AND i % 3 <> 0 THEN 86400 ELSE 60 END, '', 0
      FROM generate_series(0, ${DATA.devices - 2 * DATA.subDevices - 2}) AS i`);
    const gatewayProduct = `prod_${DATA.products - 2}`;
    const subProduct = `prod_${DATA.products - 1}`;
    await run(sql`INSERT INTO iot_device (key, name, product_id, status, dept_id, created_by)
      VALUES (${BENCH_GATEWAY}, 'Gateway 0', (SELECT id FROM iot_product WHERE key = ${gatewayProduct}), 2, 1, 1)`);
    await run(sql`INSERT INTO iot_device (key, name, product_id, status, dept_id, created_by)
      SELECT 'sub_' || lpad(i::text, 3, '0'), 'Sub-device ' || i,
        (SELECT id FROM iot_product WHERE key = ${subProduct}), 1, 1, 1
      FROM generate_series(0, ${2 * DATA.subDevices - 1}) AS i`);
    await run(sql`INSERT INTO iot_device_gateway (gateway_id, sub_id)
      SELECT (SELECT id FROM iot_device WHERE key = ${BENCH_GATEWAY}), d.id FROM iot_device d
      WHERE starts_with(d.key, 'sub_') ORDER BY d.id LIMIT ${DATA.subDevices}`);
    // Latest values: ten properties per device, each a value and when it was measured.
    await run(sql`INSERT INTO iot_device_latest (device_id, properties, active_at)
      SELECT d.id, (SELECT jsonb_object_agg('p' || k,
          jsonb_build_object('value', round((20 + d.id % 50 + k * 0.37)::numeric, 2), 'time', ${now}::bigint - d.id * 1000))
        FROM generate_series(0, ${PROPERTIES - 1}) AS k), ${at(now)}::timestamptz - d.id * interval '1 second'
      FROM iot_device d`);
    // Two tags on every fifth device.
    await run(sql`INSERT INTO iot_device_tag (device_id, key, name, value)
      SELECT d.id, 't' || k, 'Tag ' || k, 'value ' || d.id FROM iot_device d, generate_series(0, 1) AS k
      WHERE d.id % 5 = 0`);
    // Device log lines (online, offline, property posts), and events of the measured device.
    await run(sql`INSERT INTO iot_device_log (device_id, ts, type, content)
      SELECT d.id, ${at(now)}::timestamptz - (n * 3600 + d.id % 3600) * interval '1 second',
        CASE n % 5 WHEN 0 THEN '设备上线' WHEN 1 THEN '设备下线' ELSE '属性上报' END,
        '{"p0":' || n || ',"p1":' || d.id || '}'
      FROM iot_device d, generate_series(1, ${DATA.deviceLogsPerDevice}) AS n`);
    await run(sql`INSERT INTO iot_device_log (device_id, ts, type, content)
      SELECT (SELECT id FROM iot_device WHERE key = ${BENCH_DEVICE}), ${at(now)}::timestamptz - n * interval '1 minute',
        '事件上报', '{"eventKey":"e' || n % 3 || '","value":{"v":' || n || '},"time":' || (${now}::bigint - n * 60000) || '}'
      FROM generate_series(1, ${DATA.events}) AS n`);
    const { id: deviceId } = await one<{ id: number }>(sql`SELECT id FROM iot_device WHERE key = ${BENCH_DEVICE}`);
    await insertSyntheticHistory(database.db, deviceId, BENCH_PROPERTY, now - DATA.historyDays * DAY, now, 10_000);
    // Commands sent to the measured device, each answered.
    await run(sql`INSERT INTO iot_device_command (message_id, device_id, device_key, product_key, kind, key, params,
        status, reply, created_by, user_name, created_at, finished_at)
      SELECT 'bench-' || n, ${deviceId}, ${BENCH_DEVICE}, ${BENCH_PRODUCT}, 'invoke', 'f' || n % 3,
        jsonb_build_object('in', n), 'ok', jsonb_build_object('code', 0, 'message', 'ok', 'data', jsonb_build_object('out', n)),
        1, 'admin', ${at(now)}::timestamptz - n * interval '5 minutes', ${at(now)}::timestamptz - n * interval '5 minutes'
      FROM generate_series(1, ${DATA.commands}) AS n`);
    // Alarm rules on the products and alarms raised by them (closed but the last one per rule).
    await run(sql`INSERT INTO iot_alarm_rule (name, level, product_key, device_key, trigger_type, trigger_condition,
        status, dept_id, created_by)
      SELECT 'Rule ' || n, 1 + n % 5, 'prod_' || lpad((n % ${ordinary})::text, 2, '0'), 'all', 3,
        '[{"filters":[{"key":"p0","operator":"gt","value":["90"],"andOr":0}],"andOr":0}]'::jsonb, n % 2, 1, 1
      FROM generate_series(0, ${DATA.alarmRules - 1}) AS n`);
    await run(sql`INSERT INTO iot_alarm_log (dept_id, rule_id, rule_name, level, device_id, product_key, device_key,
        data, expression, status, created_at, updated_at, last_at)
      SELECT d.dept_id, r.id, r.name, r.level, d.id, p.key, d.key, '{"p0":95}', 'p0 > 90',
        CASE WHEN n > ${DATA.alarmLogs - DATA.alarmRules} THEN 0 ELSE 1 + n % 2 END,
        ${at(now)}::timestamptz - n * interval '3 minutes', ${at(now)}::timestamptz - n * interval '3 minutes',
        ${at(now)}::timestamptz - n * interval '3 minutes'
      FROM generate_series(1, ${DATA.alarmLogs}) AS n
      JOIN iot_alarm_rule r ON r.name = 'Rule ' || n % ${DATA.alarmRules}
      JOIN iot_device d ON d.key = 'dev_' || lpad((n % 9000)::text, 5, '0')
      JOIN iot_product p ON p.id = d.product_id`);
    // A webhook delivery for every alarm raised.
    await run(sql`INSERT INTO iot_alarm_webhook (rule_id, log_id, url, status_code, attempts, ok, created_at, finished_at)
      SELECT rule_id, id, 'https://hooks.example.com/alarm', 200, 1, true, created_at, created_at FROM iot_alarm_log`);
    // The operation log: 90 days of writes by the administrator, as the recorder writes them.
    await run(sql`INSERT INTO sys_oper_log (title, business_type, method, request_method, oper_name, user_id, dept_id,
        dept_name, oper_url, oper_ip, oper_location, oper_param, json_result, status, error_msg, cost_time, browser, os,
        oper_time)
      SELECT (ARRAY['用户管理','设备管理','产品管理','字典管理','通知公告'])[1 + n % 5],
        1 + n % 3, (ARRAY['POST','PUT','DELETE'])[1 + n % 3] || ' /api/v1/system/user/edit',
        (ARRAY['POST','PUT','DELETE'])[1 + n % 3], CASE WHEN n % 4 = 0 THEN 'demo' ELSE 'admin' END, 1, 1, '研发部门',
        '/api/v1/system/user/edit', '10.0.0.' || n % 250, '内网IP',
        '{"userId":' || n || ',"userName":"bench' || n || '","nickName":"Bench user ' || n || '","deptId":101,"roleIds":[2],"status":1,"remark":"changed by the bench"}',
        CASE WHEN n % 20 = 0 THEN '{"code":51,"message":"参数错误"}' ELSE '{"code":0,"message":"操作成功"}' END,
        CASE WHEN n % 20 = 0 THEN 0 ELSE 1 END, CASE WHEN n % 20 = 0 THEN '参数错误' ELSE '' END, n % 40,
        'Chrome', 'Windows 10', ${at(now)}::timestamptz - n * interval '77 seconds'
      FROM generate_series(${DATA.operLogs}, 1, -1) AS n`);
    await run(sql`INSERT INTO sys_login_log (login_name, ipaddr, login_location, browser, os, status, msg, login_time, module)
      SELECT CASE WHEN n % 7 = 0 THEN 'bench' || n % 1000 ELSE 'admin' END, '10.0.0.' || n % 250, '内网IP', 'Chrome',
        'Windows 10', CASE WHEN n % 10 = 0 THEN 0 ELSE 1 END,
        CASE WHEN n % 10 = 0 THEN '账号密码错误' ELSE '登录成功' END, ${at(now)}::timestamptz - n * interval '150 seconds', '系统后台'
      FROM generate_series(${DATA.loginLogs}, 1, -1) AS n`);
    // Attachments (a few bytes of content each: the list never reads it) and runs of the seeded jobs.
    await run(sql`WITH added AS (
        INSERT INTO sys_attachment (name, kind, mime_type, path, size, ext, md5, created_by, dept_id, created_at, updated_at)
        SELECT 'photo-' || n || '.png', 'image', 'image/png', 'upload_file/bench/' || n || '.png', 20480, 'png',
          md5(n::text), 1, 1, ${at(now)}::timestamptz - n * interval '1 hour', ${at(now)}::timestamptz - n * interval '1 hour'
        FROM generate_series(1, ${DATA.attachments}) AS n RETURNING id)
      INSERT INTO sys_attachment_content (id, data) SELECT id, '\\x89504e47'::bytea FROM added`);
    await run(sql`INSERT INTO sys_job_log (job_id, target_name, result, status, duration, created_at)
      SELECT j.job_id, j.invoke_target, 'done', 1, n % 100, ${at(now)}::timestamptz - n * interval '1 minute'
      FROM generate_series(1, ${DATA.jobLogs}) AS n
      JOIN sys_job j ON j.job_id = (SELECT job_id FROM sys_job ORDER BY job_id OFFSET n % (SELECT count(*) FROM sys_job) LIMIT 1)`);
  } finally {
    await database.close();
  }
}
