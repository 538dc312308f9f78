// System parameters: the management page and its dialog.
export { ConfigPage } from './ConfigPage';
