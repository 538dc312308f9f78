// Menu component path demo/mq/index: the message queue test over the live channel.
export { MqueueDemo as default } from '@/features/demo/mq';
