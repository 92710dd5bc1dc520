export { FileOverrideDialog, type FileOverrideDialogProps } from './components/file-override-dialog';
