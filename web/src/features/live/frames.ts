// The frames the server sends on the live channel (gfast-v3.3-api.md §4.3), by event, with the type
// of their data. A new frame (a device going online, telemetry) is one line here and a
// `useLiveFrame('<event>', …)` in the feature that shows it.
import type {
  AlarmLogRow,
  DeviceEventFrame,
  DevicePropertyFrame,
  DeviceStatusFrame,
  MqueueMessage,
  NoticeFrameData,
} from '@iot/contract';

export interface LiveFrames {
  /** A notice or letter was published or edited. */
  notice: NoticeFrameData;
  /** The user's roles, permissions or account changed: refresh the session. */
  tokenUpdated: undefined;
  /** An administrator ended this session (online users): show the signed-out dialog. */
  sessionEnded: undefined;
  /** New values of a watched device's properties (after useLiveTopics asked for `device/<key>`). */
  deviceProperty: DevicePropertyFrame;
  /** A watched device went online, offline, or was enabled or disabled. */
  deviceStatus: DeviceStatusFrame;
  /** A watched device reported an event. */
  deviceEvent: DeviceEventFrame;
  /** An alarm opened on a device the user may see (the alarm log's row). */
  alarm: AlarmLogRow;
  /** The message queue demo's message, back from the server (sent by this user). */
  mqueueMessage: MqueueMessage;
}

export type LiveEvent = keyof LiveFrames;
