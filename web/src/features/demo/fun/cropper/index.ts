// Demo: cropping a local picture (react-easy-crop), with previews and a download.
export { CropperDemo } from './CropperDemo';
