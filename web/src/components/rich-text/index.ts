// The rich-text editor the notice feature and generated features share (a form control holding HTML).
export { RichText } from './RichText';
