import type { DeviceLogType, LatestProperties } from '@iot/contract';

/** What the telemetry writer takes (modules/telemetry): resolves once the record is committed. */
export interface DeviceRecordSink {
  enqueue(record: {
    deviceId: number;
    time: number;
    properties?: LatestProperties;
    log?: { type: DeviceLogType; content: string };
  }): Promise<void>;
}
