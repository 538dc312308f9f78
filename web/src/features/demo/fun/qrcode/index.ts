// Demo: QR codes of any text (qrcode.react), with size, colours and a PNG download.
export { QrCodeDemo } from './QrCodeDemo';
