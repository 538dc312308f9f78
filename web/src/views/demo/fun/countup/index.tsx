// Menu component path demo/fun/countup/index: animated numbers.
export { CountUpDemo as default } from '@/features/demo/fun/countup';
