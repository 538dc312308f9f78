// Demo: a message sent through the server comes back over the live channel.
export { MqueueDemo } from './MqueueDemo';
