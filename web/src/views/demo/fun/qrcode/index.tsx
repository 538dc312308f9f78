// Menu component path demo/fun/qrcode/index: the QR code generator.
export { QrCodeDemo as default } from '@/features/demo/fun/qrcode';
