// The one import dialog: a file of rows sent to the server, and its report (devices, generated modules).
export { ImportDialog, type ImportReport } from './ImportDialog';
