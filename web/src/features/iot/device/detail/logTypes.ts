// SagooIoT's device log types (§7.3) in the user's language. The wire keeps the Chinese values (the
// log's `type`, the filter's `types`); the console names each through its text key.
import type { DeviceLogType } from '@iot/contract';
import i18n from '@/i18n';
import { DEVICE } from '../texts';

/** The text key (under `logs.typeNames`) of each device log type. */
export const LOG_TYPE_KEYS: Record<DeviceLogType, string> = {
  设备上线: 'online',
  设备下线: 'offline',
  事件上报: 'eventPost',
  读取属性: 'propertyGet',
  读取属性回复: 'propertyGetReply',
  修改属性: 'propertyUpdate',
  修改属性回复: 'propertyUpdateReply',
  方法调用: 'serviceInvoke',
  方法调用回复: 'serviceReply',
  属性上报: 'propertyPost',
  网关批量上报: 'packPost',
  网关批量上报回复: 'packPostReply',
  设备注册: 'register',
  设备解除注册: 'unregister',
  设备上报版本信息: 'versionPost',
  设备更新进度: 'upgradeProgress',
  设置远程配置下发: 'configPush',
  设置远程配置下发回复: 'configPushReply',
  设置远程请求: 'configRequest',
  属性设置: 'propertySet',
  属性设置回复: 'propertySetReply',
  消息拒绝: 'messageRefused',
  连接拒绝: 'connectRefused',
  自定义主题消息: 'customTopic',
};

/** A log type in the current language (a type this console does not know, as sent). */
export const logTypeLabel = (type: string): string =>
  Object.hasOwn(LOG_TYPE_KEYS, type)
    ? i18n.t(`${DEVICE}:logs.typeNames.${LOG_TYPE_KEYS[type as DeviceLogType]}`)
    : type;
