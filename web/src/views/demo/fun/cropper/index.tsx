// Menu component path demo/fun/cropper/index: the image cropper demo.
export { CropperDemo as default } from '@/features/demo/fun/cropper';
